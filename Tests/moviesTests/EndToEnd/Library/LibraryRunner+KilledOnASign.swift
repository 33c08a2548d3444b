import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Synchronization

/// Killing a command at a moment of its work, not of time: after a number of its write calls
/// (``LaunchedProcess/writeCalls``), which a loaded machine slows but does not move, as it moves
/// a moment in time. A command that writes the library an entry at a time, and the cache an
/// answer at a time, makes write calls all through its work, whether it asks a server or not.
extension LibraryRunner {
    /// Runs `command` to its end, like ``run(_:)``, and says how many write calls it made.
    func runCountingWrites(_ command: [String]) async throws -> (run: MoviesRun, writes: Int) {
        try await withTemporaryFolder { folder in
            let output = folder.appendingPathComponent("out"), errors = folder.appendingPathComponent("err")
            let process = try movies.launch(command, environment: environment, output: output, stderr: errors)
            let writes = WritesSeen(of: process)
            await process.exit(lookingEvery2ms: { _ = writes.look() })
            let run = MoviesRun(
                output: try String(contentsOf: output, encoding: .utf8),
                error: try String(contentsOf: errors, encoding: .utf8), status: process.terminationStatus)
            return (run, writes.latest)
        }
    }

    /// Starts `command` `rounds` times, killing each (SIGKILL) once it has made a random 1 to
    /// `writes` write calls (from a `seed`, so a failure repeats) and a random 0–20 ms more have
    /// passed, and calls `afterEach` with the round once the library exists. Each run skips what
    /// the last wrote, so runs get shorter: a run that ended before its kill makes the next aim
    /// within the writes it made.
    /// - Returns: how many kills landed while the command ran.
    func kill(
        _ command: [String], rounds: Int, seed: UInt64, withinWrites writes: Int, afterEach: (Int) throws -> Void
    ) async throws -> Int {
        var generator = SplitMix64(seed: seed)
        var span = max(1, writes)
        var killedMidRun = 0
        for round in 0..<rounds {
            let target = Int.random(in: 1...span, using: &generator)
            let pause = Duration.milliseconds(Int.random(in: 0...20, using: &generator))
            let process = try launch(command)
            let seen = WritesSeen(of: process)
            if await process.kill(once: { seen.look() >= target }, after: pause) == .uncaughtSignal {
                killedMidRun += 1
            } else {
                span = max(1, seen.latest)
            }
            guard FileManager.default.fileExists(atPath: libraryFile.path) else { continue }
            try afterEach(round)
        }
        return killedMidRun
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
