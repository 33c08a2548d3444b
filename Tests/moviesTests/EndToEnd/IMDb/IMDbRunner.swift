import Foundation
import MovieKitTestSupport
import Testing

/// `movies` with a cache of its own in a temporary folder, its films IMDb's
/// (`MOVIES_SOURCE=imdb`): for the run tests of IMDb's datasets (issue 31).
struct IMDbRunner {
    let movies: MoviesProcess

    init(folder: URL) {
        movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
    }

    /// The folder IMDb's files and import go to, beside the cache.
    var imdbFolder: URL { movies.cache.deletingLastPathComponent().appendingPathComponent("movies-imdb") }

    /// Runs `movies arguments` to its end, with `--source imdb` from the environment.
    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> MoviesRun {
        try await movies.run(arguments, environment: ["MOVIES_SOURCE": "imdb"].merging(environment) { $1 })
    }

    /// Runs `movies arguments` as ``run(_:environment:)`` does (its output discarded), killing it
    /// should it still run after `deadline`, so that a test of what must not hang fails rather
    /// than hangs: its status is then -1.
    func run(
        _ arguments: [String], environment: [String: String] = [:], killedAfter deadline: Duration
    ) async throws -> MoviesRun {
        try await withTemporaryFolder { folder in
            let errors = folder.appendingPathComponent("stderr")
            let process = try movies.launch(
                arguments, environment: ["MOVIES_SOURCE": "imdb"].merging(environment) { $1 }, stderr: errors)
            let watchdog = Task {
                try await Task.sleep(for: deadline)
                process.kill()
            }
            let reason = await process.exit()
            watchdog.cancel()
            return MoviesRun(
                output: "", error: (try? String(contentsOf: errors, encoding: .utf8)) ?? "",
                status: reason == .uncaughtSignal ? -1 : process.terminationStatus)
        }
    }

    /// Imports the files of `folder` (by default `api-fixtures/imdb/`), which must succeed.
    @discardableResult
    func importFixtures(from folder: URL = imdbFixturesFolder, _ extra: [String] = []) async throws -> MoviesRun {
        let run = try await run(["sync", "--from", folder.path] + extra)
        #expect(run.status == 0, "\(run.error)")
        return run
    }

    /// Runs `arguments`, which must succeed, and reads its `--format json` output.
    func json(_ arguments: [String]) async throws -> Any {
        let run = try await run(arguments + ["--format", "json"])
        #expect(run.status == 0, "\(arguments): \(run.error)")
        return try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    }

    /// The ids of the films a list command prints as JSON, in its order.
    func ids(_ arguments: [String]) async throws -> [String] {
        let entries = try await json(arguments) as? [[String: Any]] ?? []
        return entries.compactMap { $0["id"] as? String }
    }

    /// Runs `body` with a runner on a new cache in a temporary folder.
    static func with(_ body: (IMDbRunner) async throws -> Void) async throws {
        try await withTemporaryFolder { folder in try await body(IMDbRunner(folder: folder)) }
    }

    /// Runs `body` with a runner whose cache has the fixture files imported.
    static func imported(_ body: (IMDbRunner) async throws -> Void) async throws {
        try await with { runner in
            try await runner.importFixtures()
            try await body(runner)
        }
    }
}
