import Foundation
import MovieAPIServer
import MovieKit

/// Killing a command at a moment of its work, not of time (``MoviesProcess/kill(_:environment:atWrite:after:)``).
extension LibraryRunner {
    /// Runs `command` to its end, like ``run(_:)``, and says how many write calls it made.
    func runCountingWrites(_ command: [String]) async throws -> (run: MoviesRun, writes: Int) {
        try await movies.runCountingWrites(command, environment: environment)
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
            let (reason, made) = try await movies.kill(
                command, environment: environment, atWrite: target, after: pause)
            if reason == .uncaughtSignal {
                killedMidRun += 1
            } else {
                span = max(1, made)
            }
            guard FileManager.default.fileExists(atPath: libraryFile.path) else { continue }
            try afterEach(round)
        }
        return killedMidRun
    }
}
