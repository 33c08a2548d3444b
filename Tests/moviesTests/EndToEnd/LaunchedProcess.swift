import Foundation
import MovieKit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A started child process whose end can be awaited without holding one of the few threads of
/// Swift's cooperative pool, which the in-process API server needs to answer it.
///
/// `movies` is started as a ``SpawnedProcess`` and awaited on a thread of its own, not with
/// Foundation's `Process`, whose exit socket a `movies-http` started at that moment would inherit.
final class LaunchedProcess: Sendable {
    /// How a process ended: its reason and its exit status (or signal).
    private typealias Ending = (reason: Process.TerminationReason, status: Int32)

    let processIdentifier: pid_t
    private let ended: AsyncStream<Ending>
    private let ending = Mutex<Ending?>(nil)

    /// Starts a process Foundation made, and notes its end from its termination handler.
    init(starting process: Process) throws {
        let (ended, continuation) = AsyncStream<Ending>.makeStream(bufferingPolicy: .bufferingNewest(1))
        process.terminationHandler = { finished in
            continuation.yield((finished.terminationReason, finished.terminationStatus))
            continuation.finish()
        }
        self.ended = ended
        try process.run()
        processIdentifier = process.processIdentifier
    }

    /// Starts `executable` with `arguments` and exactly `environment`, its stdin read from the
    /// file given, its stdout and stderr written to those given (each else /dev/null), and no
    /// other descriptor of this process.
    init(
        spawning executable: URL, arguments: [String], environment: [String: String], workingDirectory: URL? = nil,
        standardInput: URL? = nil, standardOutput: URL? = nil, standardError: URL? = nil
    ) throws {
        let spawned = try SpawnedProcess(
            executable: executable.path, arguments: arguments, environment: environment,
            workingDirectory: workingDirectory?.path,
            standardInput: .file(standardInput?.path ?? "/dev/null"),
            standardOutput: .file(standardOutput?.path ?? "/dev/null"),
            standardError: .file(standardError?.path ?? "/dev/null"))
        processIdentifier = spawned.processIdentifier

        let (ended, continuation) = AsyncStream<Ending>.makeStream(bufferingPolicy: .bufferingNewest(1))
        self.ended = ended
        Thread.detachNewThread {
            switch spawned.waitForEnd() {
            case .exited(let status): continuation.yield((.exit, status))
            case .signalled(let signal): continuation.yield((.uncaughtSignal, signal))
            }
            continuation.finish()
        }
    }

    /// Sends SIGKILL.
    func kill() {
        _ = Glibc.kill(processIdentifier, SIGKILL)
    }

    /// Sends SIGKILL once `sign` holds (looked at every 2 ms) and `pause` has passed after it,
    /// unless the process ends first; says how it ended. For a test that kills a command at a
    /// moment of its work rather than at a time, which a loaded machine moves: its start alone
    /// may take longer than the whole work.
    func kill(once sign: @escaping @Sendable () -> Bool, after pause: Duration) async -> Process.TerminationReason {
        await withTaskGroup(of: Process.TerminationReason?.self) { group in
            group.addTask { await self.exit() }
            group.addTask {
                do {
                    while !sign() { try await Task.sleep(for: .milliseconds(2)) }
                    try await Task.sleep(for: pause)
                    self.kill()
                } catch {}
                return nil
            }
            var reason = Process.TerminationReason.exit
            for await ended in group {
                guard let ended else { continue }
                reason = ended
                group.cancelAll()
            }
            return reason
        }
    }

    /// Waits for the process to end, calling `look` every 2 ms meanwhile, and says how it ended:
    /// for a test that follows a command's progress through its whole run.
    @discardableResult
    func exit(lookingEvery2ms look: @escaping @Sendable () -> Void) async -> Process.TerminationReason {
        await kill(
            once: {
                look()
                return false
            }, after: .zero)
    }

    /// The write calls the process has made so far (`syscw` in `/proc/PID/io`), or `nil` once it
    /// has ended: how far a command that writes a file a step at a time has got, which a loaded
    /// machine slows but does not move, as it moves a time.
    var writeCalls: Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(processIdentifier)/io", encoding: .utf8) else {
            return nil
        }
        let line = text.split(separator: "\n").first { $0.hasPrefix("syscw:") }
        return line.flatMap { Int($0.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces)) }
    }

    /// Waits for the process to end and says how it ended.
    @discardableResult
    func exit() async -> Process.TerminationReason {
        if let known = ending.withLock({ $0 }) { return known.reason }
        for await ending in ended {
            self.ending.withLock { $0 = ending }
            return ending.reason
        }
        return ending.withLock { $0?.reason } ?? .exit
    }

    /// The exit status, or the signal that ended it; call after ``exit()``.
    var terminationStatus: Int32 {
        ending.withLock { $0?.status } ?? -1
    }
}
