import Foundation
import GRDB
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// On a terminal an answer says only what a person must know: nothing after a recent cached
/// answer or a refresh that changed nothing; a changed answer drawn in the cached one's place;
/// an old answer that could not be refreshed says its age. Piped output and `--verbose` keep
/// every line.
@Suite(.serialized)
struct QuietAnswersRunTests {
    /// Where a run's files go, and no setting of whoever runs the tests.
    private func environment(in folder: URL) -> [String: String] {
        [
            "MOVIES_CACHE": folder.appendingPathComponent("movies.sqlite").path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
            "TERM": "xterm-256color", "NO_COLOR": "1",
        ]
    }

    private static let unset = ["MOVIES_API_URL", "MOVIES_SOURCE", "TMDB_API_TOKEN", "TMDB_API_KEY"]

    private func onTerminal(
        _ arguments: [String], in folder: URL, rows: Int = 50
    ) async throws -> (printed: String, status: Int32) {
        try await RealTerminal.moviesOnPseudoTerminal(
            arguments, environment: environment(in: folder), unset: Self.unset, rows: rows)
    }

    private static let statusLines = ["cached", "refreshing", "up to date", "updated:", "recent enough"]

    @Test func aRecentCachedAnswerEndsWithNoStatusLineOnATerminal() async throws {
        try await withTemporaryFolder { folder in
            _ = try await onTerminal(["top-rated", "2016"], in: folder)
            for arguments in [["top-rated", "2016"], ["top-rated", "2016", "--offline"]] {
                let run = try await onTerminal(arguments, in: folder)
                #expect(run.status == 0, "\(run.printed)")
                #expect(run.printed.contains("Zootopia"), "\(run.printed)")
                for line in Self.statusLines {
                    #expect(!run.printed.contains(line), "\(arguments): \(run.printed)")
                }
            }
        }
    }

    @Test func anOldCachedAnswerReadOfflineSaysItsAgeInOneLine() async throws {
        try await withTemporaryFolder { folder in
            _ = try await onTerminal(["top-rated", "2016"], in: folder)
            let queue = try DatabaseQueue(path: folder.appendingPathComponent("movies.sqlite").path)
            try await queue.write { db in
                try db.execute(sql: "UPDATE movieList SET fetchedAt = fetchedAt - 3 * 86400")
                try db.execute(sql: "UPDATE movie SET fetchedAt = fetchedAt - 3 * 86400")
            }
            try queue.close()
            let run = try await onTerminal(["top-rated", "2016", "--offline"], in: folder)
            #expect(run.status == 0, "\(run.printed)")
            let notes = run.printed.split(separator: "\n").filter { $0.contains("cached") }
            #expect(notes.count == 1 && notes[0].contains("cached 3 d ago (offline)"), "\(run.printed)")
        }
    }

    @Test func verboseKeepsEveryStatusLineOnATerminal() async throws {
        try await withTemporaryFolder { folder in
            _ = try await onTerminal(["top-rated", "2016"], in: folder)
            let run = try await onTerminal(["top-rated", "2016", "--verbose"], in: folder)
            #expect(run.status == 0, "\(run.printed)")
            #expect(run.printed.contains("refreshing…") && run.printed.contains("up to date"), "\(run.printed)")
        }
    }

    /// Runs `top-grossing 2016` once against a server serving `before`, then serves `after` from
    /// the same address (each origin keeps its own answers) and gives it to `body`.
    private func withListChanging(
        from before: [DemoMovie], to after: [DemoMovie], in folder: URL,
        _ body: (_ api: [String]) async throws -> Void
    ) async throws {
        var server = try await CrashSafetyRunTests.server(serving: [2016: before])
        let port = try #require(server.baseURL.port)
        let api = ["--api-url", server.baseURL.absoluteString]
        do {
            let first = try await onTerminal(["top-grossing", "2016"] + api, in: folder)
            #expect(first.status == 0, "\(first.printed)")
            await server.stop()
            server = try await CrashSafetyRunTests.server(serving: [2016: after], port: port)
            try await body(api)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func aChangedAnswerIsDrawnInTheCachedOnesPlace() async throws {
        try await withTemporaryFolder { folder in
            let before = CrashSafetyRunTests.movies(ids: 1...3), after = CrashSafetyRunTests.movies(ids: 4...6)
            try await withListChanging(from: before, to: after, in: folder) { api in
                let run = try await onTerminal(["top-grossing", "2016"] + api, in: folder)
                #expect(run.status == 0, "\(run.printed)")
                // The cached table (a header and three rows) is gone over and cleared, then the
                // fresh one drawn where it was; nothing is said of it.
                let erase = try #require(
                    run.printed.range(of: "\r\u{1B}[4A\u{1B}[J"), "\(run.printed.debugDescription)")
                #expect(run.printed[..<erase.lowerBound].contains("Movie 3"))
                #expect(!run.printed[..<erase.lowerBound].contains("Movie 4"))
                #expect(run.printed[erase.upperBound...].contains("Movie 4"))
                #expect(!run.printed[erase.upperBound...].contains("Movie 3"))
                for line in Self.statusLines {
                    #expect(!run.printed.contains(line), "\(run.printed)")
                }
            }
        }
    }

    @Test func aChangedAnswerTallerThanTheScreenFollowsTheCachedOneAfterAShortLine() async throws {
        try await withTemporaryFolder { folder in
            let before = CrashSafetyRunTests.movies(ids: 1...10), after = CrashSafetyRunTests.movies(ids: 11...20)
            try await withListChanging(from: before, to: after, in: folder) { api in
                let run = try await onTerminal(["top-grossing", "2016"] + api, in: folder, rows: 6)
                #expect(run.status == 0, "\(run.printed)")
                #expect(!run.printed.contains("\u{1B}[J"), "\(run.printed.debugDescription)")
                let updated = try #require(run.printed.range(of: "updated:"), "\(run.printed)")
                #expect(run.printed[..<updated.lowerBound].contains("Movie 10"))
                #expect(run.printed[updated.upperBound...].contains("Movie 20"))
                #expect(!run.printed.contains("refreshing"), "\(run.printed)")
            }
        }
    }

    @Test func aRecentAnswerTheSourceCouldNotRefreshGoesWithoutSayingOnATerminal() async throws {
        try await withTemporaryFolder { folder in
            let server = try await CrashSafetyRunTests.server(serving: [2016: CrashSafetyRunTests.movies(ids: 1...3)])
            let api = ["--api-url", server.baseURL.absoluteString]
            let first = try await onTerminal(["top-grossing", "2016"] + api, in: folder)
            await server.stop()
            #expect(first.status == 0, "\(first.printed)")
            let run = try await onTerminal(["top-grossing", "2016"] + api, in: folder)
            #expect(run.status == 0, "\(run.printed)")
            #expect(run.printed.contains("Movie 3"), "\(run.printed)")
            #expect(!run.printed.contains("warning") && !run.printed.contains("cached"), "\(run.printed)")
        }
    }

    @Test func pipedTheChangedAnswerIsPrintedOnce() async throws {
        try await withTemporaryFolder { folder in
            let before = CrashSafetyRunTests.movies(ids: 1...3), after = CrashSafetyRunTests.movies(ids: 4...6)
            try await withListChanging(from: before, to: after, in: folder) { api in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let run = try await movies.run(["top-grossing", "2016"] + api)
                #expect(run.status == 0, "\(run.error)")
                #expect(run.output.contains("Movie 4") && !run.output.contains("Movie 3"), "\(run.output)")
                #expect(!run.output.contains("\u{1B}"))
                #expect(run.error == "", "\(run.error)")
            }
        }
    }
}
