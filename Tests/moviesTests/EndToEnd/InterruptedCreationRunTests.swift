import Foundation
import GRDB
import MovieAPIServer
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A first command that fails on a brand-new cache, or a process killed while it creates one,
/// never leaves a cache that locks the next commands out (issue 41).
@Suite(.serialized)
struct InterruptedCreationRunTests {
    /// How the API fails a first command, on a cache not made yet.
    enum APIFailure: String, CaseIterable, Sendable {
        case unreachable, noCredential, notFound, badData

        var status: Int32 {
            switch self {
            case .unreachable: 69
            case .noCredential: 77
            case .notFound: 66
            case .badData: 65
            }
        }
    }

    /// The command and environment that fail so, `server` serving the demo API's fixtures, and
    /// `closed` an address of the loopback where nothing listens.
    private func failingRun(
        _ failure: APIFailure, server: URL, closed: URL
    ) -> (arguments: [String], environment: [String: String]) {
        switch failure {
        case .unreachable:
            (
                ["top-rated", "2016"],
                [
                    "MOVIES_SOURCE": "tmdb", "MOVIES_API_URL": closed.appendingPathComponent("3/").absoluteString,
                    "TMDB_API_TOKEN": "x",
                ]
            )
        case .noCredential: (["top-rated", "2016"], ["MOVIES_SOURCE": "tmdb"])
        case .notFound: (["top-grossing", "2015", "--api-url", server.absoluteString], [:])
        case .badData: (["top-grossing", "2016", "--api-url", server.absoluteString], [:])
        }
    }

    @Test(arguments: APIFailure.allCases)
    func aFirstCommandThatFailsLeavesNoCacheHalfMade(failure: APIFailure) async throws {
        let gone = try await startFixtureServer()
        let closed = gone.baseURL
        await gone.stop()
        let files = ["api/movies/topGrossing/2016": Data("{\"not\": \"a list\"".utf8)]
        try await withFixtureServer(fixtures: FixtureFiles(files: files)) { server in
            let (arguments, environment) = failingRun(failure, server: server.baseURL, closed: closed)
            // The creation races the failure: a few runs in ten ended it mid-transaction before.
            for round in 0..<20 {
                try await withTemporaryFolder { folder in
                    let cache = folder.appendingPathComponent("movies.sqlite")
                    let movies = MoviesProcess(cache: cache)
                    let run = try await movies.run(arguments, environment: environment)
                    #expect(run.status == failure.status, "round \(round): \(run.error)")
                    #expect(
                        !FileManager.default.fileExists(atPath: cache.path + "-journal"),
                        "round \(round): a journal was left beside the cache")
                    #expect(Self.isAbsentOrWhole(cache), "round \(round): the cache was left half made")
                    let info = try await movies.run(["cache", "info"])
                    #expect(info.status == 0, "round \(round): \(info.error)")
                }
            }
        }
    }

    /// Whether there is no cache at `url`, or one with its tables, read without changing it (a
    /// journal to roll back first is not whole).
    private static func isAbsentOrWhole(_ url: URL) -> Bool {
        guard FileManager.default.fileExists(atPath: url.path) else { return true }
        var configuration = Configuration()
        configuration.readonly = true
        guard let queue = try? DatabaseQueue(path: url.path, configuration: configuration) else { return false }
        defer { try? queue.close() }
        let hasTables = try? queue.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = 'movie')")
        }
        return hasTables == true
    }

    static let firstCommands: [(arguments: [String], status: Int32)] = [
        (["top-grossing", "2016"], 0), (["top-grossing", "2016", "--offline"], 69), (["show", "1"], 0),
        (["search", "zoo"], 0), (["years"], 0), (["cache", "info"], 0), (["cache", "clear", "--yes"], 0),
    ]

    @Test(arguments: firstCommands)
    func aJournalLeftByAKilledCreationIsPutBackByTheNextCommand(arguments: [String], status: Int32) async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            try plantKilledCreation(at: cache)
            let movies = MoviesProcess(cache: cache)
            let run = try await movies.run(arguments)
            #expect(run.status == status, "\(arguments): \(run.error)")
            #expect(!run.error.contains("read-only"), "\(run.error)")
            #expect(!FileManager.default.fileExists(atPath: cache.path + "-journal"))
            for (next, expected) in [(["top-grossing", "2016"], 0), (["cache", "info"], 0)] as [([String], Int32)] {
                let after = try await movies.run(next)
                #expect(after.status == expected, "\(next) after \(arguments): \(after.error)")
            }
            #expect(try await movies.run(["top-grossing", "2016", "--offline"]).status == 0)
        }
    }

    @Test func resetMovesAKilledCreationAsideWithItsJournal() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            try plantKilledCreation(at: cache)
            let journal = try Data(contentsOf: URL(fileURLWithPath: cache.path + "-journal"))
            let movies = MoviesProcess(cache: cache)
            let run = try await movies.run(["cache", "reset"])
            #expect(run.status == 0, "\(run.error)")
            let moved = try #require(
                run.output.split(separator: "\n").first.map { String($0.dropFirst("moved the old cache to ".count)) })
            #expect(try Data(contentsOf: URL(fileURLWithPath: moved + "-journal")) == journal)
            #expect(!FileManager.default.fileExists(atPath: cache.path + "-journal"))
            #expect(try await movies.run(["cache", "info"]).status == 0)
        }
    }

    @Test func aKilledCreationThatCannotBeWrittenSaysWhatToDo() async throws {
        let isRoot = getuid() == 0
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            try plantKilledCreation(at: cache)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: cache.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            // Root writes read-only files anyway, so as root the binary runs as nobody.
            var movies = MoviesProcess(cache: cache)
            if isRoot { movies.prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] }
            let run = try await movies.run(["cache", "info"], environment: ["HOME": folder.path])
            #expect(run.status == 74)
            #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
            #expect(
                run.error.hasPrefix("error: the cache at \(cache.path) was left mid-write"), "\(run.error)")
            #expect(run.error.contains("movies cache reset"), "\(run.error)")
            #expect(FileManager.default.fileExists(atPath: cache.path + "-journal"))
        }
    }
}
