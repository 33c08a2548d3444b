import Foundation
import Synchronization

/// Killing `movies` at a moment of its work, not of time: after a number of its write calls
/// (``LaunchedProcess/writeCalls``), which a loaded machine slows but does not move, as it moves
/// a moment in time. A command that writes the library an entry at a time, or the cache an
/// answer or a list at a time, makes write calls all through its work.
extension MoviesProcess {
    /// Runs the binary to its end, like ``run(_:environment:input:)`` with no input, and says how
    /// many write calls it made.
    func runCountingWrites(
        _ arguments: [String], environment extra: [String: String] = [:]
    ) async throws -> (run: MoviesRun, writes: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("movies-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out"), errors = folder.appendingPathComponent("err")
        let process = try launch(arguments, environment: extra, output: output, stderr: errors)
        let writes = WritesSeen(of: process)
        await process.exit(lookingEvery2ms: { _ = writes.look() })
        let run = MoviesRun(
            output: try String(contentsOf: output, encoding: .utf8),
            error: try String(contentsOf: errors, encoding: .utf8), status: process.terminationStatus)
        return (run, writes.latest)
    }

    /// Starts the binary and kills it (SIGKILL) once it has made `writes` write calls and `pause`
    /// has passed, unless it ends first; says how it ended and the write calls it was seen to make.
    func kill(
        _ arguments: [String], environment extra: [String: String] = [:], atWrite writes: Int, after pause: Duration
    ) async throws -> (reason: Process.TerminationReason, writes: Int) {
        let process = try launch(arguments, environment: extra)
        let seen = WritesSeen(of: process)
        let reason = await process.kill(once: { seen.look() >= writes }, after: pause)
        return (reason, seen.latest)
    }
}

/// The write calls a running process has made, as last read: what it made before it ended,
/// once it has.
private final class WritesSeen: Sendable {
    private let process: LaunchedProcess
    private let seen = Atomic(0)

    init(of process: LaunchedProcess) {
        self.process = process
    }

    /// Reads the count again and says it.
    func look() -> Int {
        if let now = process.writeCalls { seen.store(now, ordering: .relaxed) }
        return latest
    }

    /// The count when last read.
    var latest: Int { seen.load(ordering: .relaxed) }
}
