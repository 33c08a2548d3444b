import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A started child process whose end can be awaited without holding one of the few threads of
/// Swift's cooperative pool, which the in-process API server needs to answer it.
///
/// `movies` is started with `posix_spawn` and awaited with `waitpid` on a thread of its own, not
/// with Foundation's `Process`: on Linux, `Process` tells a child's end by a socket pair it opens
/// without close-on-exec, so a `movies-http` that another test starts at that moment inherits
/// it, and the child's end goes unnoticed for as long as that helper lives (the suite hangs).
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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let workingDirectory {
            guard let addChangeDirectory = Self.addChangeDirectory else { throw POSIXError(.ENOSYS) }
            try Self.check(addChangeDirectory(&actions, workingDirectory.path), "chdir")
        }
        try Self.check(posix_spawn_file_actions_addopen(&actions, 0, standardInput?.path ?? "/dev/null", O_RDONLY, 0), "stdin")
        for (descriptor, file) in [(Int32(1), standardOutput), (2, standardError)] {
            let path = file?.path ?? "/dev/null"
            try Self.check(posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644), path)
        }
        if let addCloseFrom = Self.addCloseFrom {
            try Self.check(addCloseFrom(&actions, 3), "closefrom")
        }
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        try Self.check(posix_spawn(&pid, executable.path, &actions, nil, argv, envp), executable.path)
        processIdentifier = pid
        let child = pid

        let (ended, continuation) = AsyncStream<Ending>.makeStream(bufferingPolicy: .bufferingNewest(1))
        self.ended = ended
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(child, &status, 0) == -1 && errno == EINTR {}
            let signal = status & 0x7f
            continuation.yield(signal == 0 ? (.exit, (status >> 8) & 0xff) : (.uncaughtSignal, signal))
            continuation.finish()
        }
    }

    /// Sends SIGKILL.
    func kill() {
        _ = Glibc.kill(processIdentifier, SIGKILL)
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

    private static func check(_ result: Int32, _ what: String) throws {
        guard result != 0 else { return }
        throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL, userInfo: [NSLocalizedDescriptionKey: "posix_spawn: \(what)"])
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` and `…_addchdir_np` (looked up by name:
    /// Swift's Glibc module leaves out what needs `_GNU_SOURCE`).
    private static let addCloseFrom: CloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")
    private static let addChangeDirectory: ChangeDirectory? = symbol("posix_spawn_file_actions_addchdir_np")

    private static func symbol<T>(_ name: String) -> T? {
        guard let address = dlsym(nil, name) else { return nil }
        return unsafeBitCast(address, to: T.self)
    }
}
