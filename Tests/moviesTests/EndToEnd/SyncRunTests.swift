import Foundation
import GRDB
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies sync` against the in-process `movies-api` serving a synthetic catalogue.
@Suite(.serialized)
struct SyncRunTests {
    static let catalogue = SyntheticCatalogue(count: 200, seed: 11)

    static func counts(in cache: URL) throws -> (movies: Int, lists: Int, integrity: String?) {
        let queue = try DatabaseQueue(path: cache.path)
        defer { try? queue.close() }
        return try queue.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM movie") ?? 0,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM movieList") ?? 0,
                try String.fetchOne(db, sql: "PRAGMA integrity_check")
            )
        }
    }

    @Test func savesBothListsAndEveryMovieOfEachYearThenAnswersOffline() async throws {
        try await withFixtureServer(fixtures: Self.catalogue.files) { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let movies = MoviesProcess(cache: cache)
                let run = try await movies.run([
                    "sync", "2001-2003", "2010...2011", "--jobs", "3", "--api-url", server.baseURL.absoluteString,
                ])
                #expect(run.status == 0, "\(run.error)")
                #expect(run.output.hasPrefix("synced 5 years: 10 lists, 25 movies in "), "\(run.output)")
                #expect(run.output.split(separator: "\n").count == 1)
                #expect(run.error == "")
                let counts = try Self.counts(in: cache)
                #expect(counts.movies == 25)
                #expect(counts.lists == 10)
                #expect(counts.integrity == "ok")

                let offline = try await movies.run([
                    "top-rated", "2011", "--offline", "--format", "json", "--api-url", server.baseURL.absoluteString,
                ])
                #expect(offline.status == 0)
                let expected = Self.catalogue.movies.filter { $0.year == 2011 }.sorted {
                    ($0.rating, $1.id) > ($1.rating, $0.id)
                }
                #expect(
                    try WrittenFilms.list(offline.output) == expected)
            }
        }
    }

    @Test func runsAsLongAsItNeedsWithTimeoutBoundingEachRequest() async throws {
        var faults = ServerFaults()
        faults.latency = .milliseconds(150)
        try await withFixtureServer(fixtures: Self.catalogue.files, faults: faults) { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let started = ContinuousClock.now
                let run = try await MoviesProcess(cache: cache).run(
                    ["sync", "2001-2002", "--jobs", "1", "--timeout", "1", "--api-url", server.baseURL.absoluteString])
                #expect(ContinuousClock.now - started > .seconds(1), "14 requests of 150 ms each, one at a time")
                #expect(run.status == 0, "\(run.error)")
                #expect(try Self.counts(in: cache).movies == 10)
            }
        }
    }

    @Test func namesTheYearsThatFailedKeepsTheRestAndExitsWith75() async throws {
        var files = Self.catalogue.files.files
        files["api/movies/topRated/2002"] = nil
        let broken = try #require(Self.catalogue.movies.first { $0.year == 2003 })
        files["api/movies/\(broken.id)"] = Data("{\"id\": \"oops\"}".utf8)
        try await withFixtureServer(fixtures: FixtureFiles(files: files)) { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let run = try await MoviesProcess(cache: cache).run([
                    "sync", "2001-2004", "--api-url", server.baseURL.absoluteString,
                ])
                #expect(run.status == 75)
                #expect(run.output.hasPrefix("synced 2 of 4 years: 7 lists, "), "\(run.output)")
                #expect(
                    run.error.hasPrefix(
                        "error: 2 of 4 years did not sync fully: 2002 (not found: top-rated movies of 2002); 2003 (bad data"
                    ), "\(run.error)")
                #expect(run.error.split(separator: "\n").count == 1)
                let counts = try Self.counts(in: cache)
                #expect(counts.lists == 7)
                #expect(counts.integrity == "ok")
            }
        }
    }

    @Test func givesTheOneReasonAndExitsWith69WhenTheAPIIsUnreachable() async throws {
        let server = try await startFixtureServer()
        let gone = server.baseURL.absoluteString
        await server.stop()
        try await withTemporaryFolder { folder in
            let run = try await MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite")).run([
                "sync", "2001-2003", "--api-url", gone,
            ])
            #expect(run.status == 69)
            #expect(run.output.hasPrefix("synced 0 of 3 years: 0 lists, 0 movies in "), "\(run.output)")
            #expect(
                run.error.hasPrefix("error: could not sync any of the 3 years: the movie API is unreachable"),
                "\(run.error)")
            #expect(run.error.split(separator: "\n").count == 1)
        }
    }

    @Test func aSecondSyncRevalidatesInsteadOfDownloadingAgain() async throws {
        try await withFixtureServer(fixtures: Self.catalogue.files) { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let movies = MoviesProcess(cache: cache)
                let api = ["--api-url", server.baseURL.absoluteString]
                #expect(try await movies.run(["sync", "2005"] + api).status == 0)
                let before = try Self.fetchTimes(in: cache)
                let again = try await movies.run(["sync", "2005"] + api, environment: ["MOVIES_SQL_TRACE": "1"])
                #expect(again.status == 0)
                #expect(!again.error.contains("INSERT INTO movie "), "a 304 must not rewrite the movie")
                #expect(again.error.contains("UPDATE OR IGNORE movie SET fetchedAt"))
                let after = try Self.fetchTimes(in: cache)
                #expect(after.count == before.count)
                #expect(zip(after, before).allSatisfy { $0 > $1 })
            }
        }
    }

    static func fetchTimes(in cache: URL) throws -> [Double] {
        let queue = try DatabaseQueue(path: cache.path)
        defer { try? queue.close() }
        return try queue.read { try Double.fetchAll($0, sql: "SELECT fetchedAt FROM movie ORDER BY id") }
    }

    @Test(arguments: [
        ["sync"], ["sync", "16"], ["sync", "2010-2001"], ["sync", "2010--2012"], ["sync", "2016", "--jobs", "0"],
        ["sync", "2016", "--offline"],
    ])
    func rejectsBadUsageWith64(arguments: [String]) async throws {
        try await withTemporaryFolder { folder in
            let run = try await MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite")).run(arguments)
            #expect(run.status == 64, "\(arguments): \(run.error)")
        }
    }
}
