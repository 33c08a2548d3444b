import Foundation
import MovieKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A running `movies-listen`, the webhooks' HTTP server, started with `posix_spawn` beside
/// `movies` (as `movies-http` is): its standard input and output are one end of a socket pair,
/// and a thread reads what it says (``Event``), one line each, until it ends.
final class ListenHelper: Sendable {
    /// The helper's file name; it is looked for beside the running executable.
    static let name = "movies-listen"

    /// What the helper says.
    enum Event: Sendable {
        /// It listens at `HOST:PORT`.
        case listening(String)
        /// It cannot listen, and why.
        case failed(String)
        /// A request to answer.
        case delivery(HookDelivery)
        /// It ended, so: 0 once stopped by a signal, as asked.
        case ended(SpawnedProcess.Ending)
    }

    /// What it says, in order, ending with ``Event/ended(_:)``.
    let events: AsyncStream<Event>
    private let process: SpawnedProcess
    private let descriptor: Int32

    /// Starts the helper listening at `address` and `port`.
    /// - Throws: exit 69 when the helper is missing or cannot be started.
    init(address: String, port: Int) throws(CommandFailure) {
        let executable = NetworkHelperTransport.defaultHelper.deletingLastPathComponent()
            .appendingPathComponent(Self.name)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw CommandFailure(
                "\(executable.path) is missing; install \(Self.name) beside movies (make install does)",
                status: .unavailable)
        }
        guard let (mine, theirs) = SpawnedProcess.socketPair() else {
            throw CommandFailure("cannot start \(Self.name): \(String(cString: strerror(errno)))", status: .unavailable)
        }
        let descriptors = [mine, theirs]
        do {
            process = try SpawnedProcess(
                executable: executable.path, arguments: ["--address", address, "--port", String(port)],
                environment: ProcessInfo.processInfo.environment,
                standardInput: .descriptor(descriptors[1]), standardOutput: .descriptor(descriptors[1]))
        } catch {
            close(descriptors[0])
            close(descriptors[1])
            throw CommandFailure("cannot start \(executable.path): \(error)", status: .unavailable)
        }
        close(descriptors[1])
        descriptor = descriptors[0]
        let (events, continuation) = AsyncStream.makeStream(of: Event.self)
        self.events = events
        let thread = Thread { [descriptor, process] in
            Self.readLines(descriptor) { continuation.yield($0) }
            continuation.yield(.ended(process.waitForEnd()))
            continuation.finish()
        }
        thread.name = "movies-listen reader"
        thread.start()
    }

    deinit {
        close(descriptor)
    }

    /// Sends `answer` to the helper, for the request it answers.
    func send(_ answer: HookAnswer) {
        guard let line = try? JSONEncoder().encode(answer) else { return }
        let bytes = Array(line) + [UInt8(ascii: "\n")]
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }

    /// Asks the helper to stop (SIGTERM): it closes its connections and ends, and ``events`` ends.
    func stop() {
        kill(process.processIdentifier, SIGTERM)
    }

    /// Reads the helper's lines from `descriptor` until it closes, handing each to `event`.
    private static func readLines(_ descriptor: Int32, _ event: (Event) -> Void) {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            pending += buffer[0..<count]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if let parsed = parse(line) { event(parsed) }
            }
        }
    }

    private static func parse(_ line: String) -> Event? {
        if line.hasPrefix(HookDelivery.listeningPrefix) {
            return .listening(String(line.dropFirst(HookDelivery.listeningPrefix.count)))
        }
        if line.hasPrefix(HookDelivery.failedPrefix) {
            return .failed(String(line.dropFirst(HookDelivery.failedPrefix.count)))
        }
        return (try? JSONDecoder().decode(HookDelivery.self, from: Data(line.utf8))).map(Event.delivery)
    }
}
