import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

/// An import of IMDb's datasets killed at any moment leaves the previous import whole, and the
/// same sync run again completes: files in IMDb's layout that `movies-bench imdb-datasets` makes,
/// large enough for an import to be killed in the middle, imported over the fixture files' import.
@Suite(.serialized)
struct IMDbNeverHalfImportedRunTests {
    /// `movies-bench`, built beside `movies`.
    private static let bench = MoviesProcess.binary.deletingLastPathComponent().appendingPathComponent("movies-bench")

    /// The films and people `cache info` counts in the import.
    private func imported(_ runner: IMDbRunner) async throws -> (films: Int, people: Int) {
        let info = try #require(try await runner.json(["cache", "info"]) as? [String: Any])
        let imdb = info["imdb"] as? [String: Any]
        return (imdb?["films"] as? Int ?? 0, imdb?["people"] as? Int ?? 0)
    }

    @Test func aKilledImportLeavesThePreviousOneAndASecondRunCompletes() async throws {
        try await withTemporaryFolder { folder in
            let large = folder.appendingPathComponent("large")
            let made = Process()
            made.executableURL = Self.bench
            made.arguments = ["imdb-datasets", "--titles", "60000", "--output", large.path, "--seed", "31"]
            made.standardError = FileHandle.nullDevice
            try made.run()
            made.waitUntilExit()
            try #require(made.terminationStatus == 0)

            // How long a whole import of the large files takes, and what it keeps.
            let whole = IMDbRunner(folder: folder.appendingPathComponent("whole"))
            let started = ContinuousClock.now
            try await whole.importFixtures(from: large)
            let fullRun = ContinuousClock.now - started
            let expected = try await imported(whole)
            #expect(expected.films > 1000)

            let killed = IMDbRunner(folder: folder.appendingPathComponent("killed"))
            try await killed.importFixtures()
            let previous = try await imported(killed)
            #expect(previous.films == 38)
            var generator = SplitMix64(seed: 31)
            let window = Double(fullRun.components.seconds) + Double(fullRun.components.attoseconds) / 1e18
            var killedMidRun = 0
            for round in 0..<8 {
                let process = try killed.movies.launch(
                    ["sync", "--from", large.path], environment: ["MOVIES_SOURCE": "imdb"])
                try await Task.sleep(for: .seconds(Double.random(in: 0.1...0.9, using: &generator) * window))
                process.kill()
                if await process.exit() == .uncaughtSignal { killedMidRun += 1 }
                let now = try await imported(killed)
                #expect(now == previous || now == expected, "round \(round): \(now)")
                if now == previous { #expect(try await killed.run(["show", "tt0083658"]).status == 0) }
            }
            #expect(killedMidRun >= 4, "only \(killedMidRun) of 8 kills landed in imports of \(fullRun)")
            let finished = try await killed.run(["sync", "--from", large.path])
            #expect(finished.status == 0, "\(finished.error)")
            #expect(try await imported(killed) == expected)
            let left = try FileManager.default.contentsOfDirectory(atPath: killed.imdbFolder.path)
            #expect(!left.contains("datasets.sqlite.importing"), "\(left)")
        }
    }
}
