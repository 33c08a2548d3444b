import Foundation
import GRDB
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Processes that are killed mid-write, or that run many at once, never leave a damaged cache or
/// a list that is half old and half new.
@Suite(.serialized)
struct CrashSafetyRunTests {
    /// A demo API serving `lists` by year, on `port` (0: a free one).
    static func server(serving lists: [Int: [DemoMovie]], port: Int = 0) async throws -> RunningMovieAPIServer {
        var files: [String: Data] = [:]
        for (year, movies) in lists {
            files["api/movies/topGrossing/\(year)"] = Data(apiJSON(movies).utf8)
        }
        return try await MovieAPIServer(configuration: .init(port: port, fixtures: FixtureFiles(files: files))).start()
    }

    static func movies(ids: ClosedRange<Int>, year: Int = 2016) -> [DemoMovie] {
        ids.map { makeMovie(id: $0, year: year, cast: ["Actor \($0)", "Actor \($0 + 1)", "Actor \($0 + 2)"]) }
    }

    static func listIDs(in cache: URL, year: Int = 2016) throws -> (integrity: String?, ids: [Int]) {
        let queue = try DatabaseQueue(path: cache.path)
        defer { try? queue.close() }
        return try queue.read { db in
            let integrity = try String.fetchOne(db, sql: "PRAGMA integrity_check")
            let ids = try Int.fetchAll(
                db,
                sql: """
                    SELECT movie.id FROM movieListEntry JOIN movieList ON movieList.id = listId
                    JOIN movie ON movie.key = movieListEntry.movieKey
                    WHERE kind = 'topGrossing' AND movieList.year = ? ORDER BY position
                    """, arguments: [year])
            return (integrity, ids)
        }
    }

    @Test func survivesBeingKilledWhileSavingALargeList() async throws {
        // One origin whose list changes: each origin keeps its own answers, so the old list and
        // the new one come from one address, a server serving each in turn on one port.
        let old = Self.movies(ids: 1...4000), new = Self.movies(ids: 4001...8000)
        var server = try await Self.server(serving: [2016: old])
        let port = try #require(server.baseURL.port), apiURL = server.baseURL.absoluteString
        var served = ids(old)
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let movies = MoviesProcess(cache: cache)
            let warm = try await movies.run(["top-grossing", "2016", "--refresh", "--api-url", apiURL])
            #expect(warm.status == 0, "\(warm.error)")
            func serve(_ list: [DemoMovie]) async throws {
                guard served != ids(list) else { return }
                await server.stop()
                server = try await Self.server(serving: [2016: list], port: port)
                served = ids(list)
            }
            try await serve(new)

            // The write calls of a whole run, which saves the list the server now serves: the
            // kills land after a number of them, however loaded the machine.
            let (fullRun, writes) = try await movies.runCountingWrites([
                "top-grossing", "2016", "--refresh", "--api-url", apiURL,
            ])
            #expect(fullRun.status == 0 && writes > 10, "\(writes) write calls read from /proc: \(fullRun.error)")

            var generator = SystemRandomNumberGenerator()
            var killedMidRun = 0
            var current = ids(new)
            // Aim within the writes a run that ended before its kill was seen to make.
            var span = Double(writes)
            for round in 0..<20 {
                let target = round % 2 == 0 ? old : new
                try await serve(target)
                let write = max(1, Int(Double.random(in: 0.1...0.7, using: &generator) * span))
                let pause = Duration.milliseconds(Int.random(in: 0...20, using: &generator))
                let (reason, made) = try await movies.kill(
                    ["top-grossing", "2016", "--refresh", "--api-url", apiURL], atWrite: write, after: pause)
                if reason == .uncaughtSignal {
                    killedMidRun += 1
                } else {
                    span = Double(max(1, made))
                }

                let state = try Self.listIDs(in: cache)
                #expect(state.integrity == "ok")
                #expect(
                    state.ids == current || state.ids == ids(target),
                    "round \(round): a list of \(state.ids.count) mixed ids")
                current = state.ids
            }
            #expect(killedMidRun >= 10, "only \(killedMidRun) of 20 kills landed while the process ran")
        }
        await server.stop()
    }

    @Test func sixteenProcessesAtOnceLoseNothing() async throws {
        let years = 2001...2008
        var lists: [Int: [DemoMovie]] = [2016: Self.movies(ids: 1...300)]
        for year in years {
            let first = year * 1000
            lists[year] = Self.movies(ids: first...(first + 299), year: year)
        }
        let server = try await Self.server(serving: lists)
        let api = ["--api-url", server.baseURL.absoluteString]
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let movies = MoviesProcess(cache: cache)
            #expect(try await movies.run(["top-grossing", "2016", "--refresh"] + api).status == 0)

            var processes: [LaunchedProcess] = []
            for year in years {
                processes.append(try movies.launch(["top-grossing", String(year), "--refresh"] + api))
                processes.append(try movies.launch(["top-grossing", "2016", "--offline"] + api))
            }
            for process in processes { await process.exit() }

            #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: 16))
            #expect(try Self.listIDs(in: cache).integrity == "ok")
            #expect(try Self.listIDs(in: cache).ids == ids(lists[2016] ?? []))
            for year in years {
                #expect(try Self.listIDs(in: cache, year: year).ids == ids(lists[year] ?? []), "\(year)")
            }
        }
        await server.stop()
    }

    @Test func sixteenProcessesSyncingAndReadingAtOnceLoseNothing() async throws {
        let catalogue = SyntheticCatalogue(count: 400, seed: 5)
        try await withFixtureServer(fixtures: catalogue.files) { server in
            let api = ["--api-url", server.baseURL.absoluteString]
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let movies = MoviesProcess(cache: cache)
                #expect(try await movies.run(["sync", "2020"] + api).status == 0)

                var processes: [LaunchedProcess] = []
                for index in 0..<8 {
                    let first = 1981 + index * 5
                    processes.append(try movies.launch(["sync", "\(first)-\(first + 4)", "--jobs", "4"] + api))
                    processes.append(try movies.launch(["top-rated", "2020", "--offline"] + api))
                }
                for process in processes { await process.exit() }

                #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: 16))
                let queue = try DatabaseQueue(path: cache.path)
                defer { try? queue.close() }
                try await queue.read { db in
                    #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
                    #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM movie") == 400)
                    #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM movieList") == 80)
                    #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM movieSearch") == 400)
                    for year in 1981...2020 {
                        let expected = catalogue.movies.filter { $0.year == year }.sorted {
                            ($0.grossing ?? 0, $1.id) > ($1.grossing ?? 0, $0.id)
                        }.map(\.id)
                        let cached = try Int.fetchAll(
                            db,
                            sql: """
                                SELECT movie.id FROM movieListEntry JOIN movieList ON movieList.id = listId
                                JOIN movie ON movie.key = movieListEntry.movieKey
                                WHERE kind = 'topGrossing' AND movieList.year = ? ORDER BY position
                                """, arguments: [year])
                        #expect(cached == expected, "\(year)")
                    }
                }
            }
        }
    }
}
