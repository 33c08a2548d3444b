import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Issue 57's first scenario, scaled down, with real `movies account sync` processes against
/// `movies-api --dialect tmdb`'s account routes: after changes on both sides, syncs started a
/// fraction of a second apart end where the same syncs one at a time end, no film lost from either
/// watchlist, no viewing added, and a further sync changes nothing.
@Suite(.serialized)
struct AccountSyncOverlappingRunTests {
    static let env = AccountLinkRunTests.keyEnvironment

    /// The catalogue's films the scenario uses, by their place in it (the ids are made up).
    struct Films {
        let ids: [Int]
        let titles: [Int: String]

        init(_ server: TMDBTestServer) {
            ids = server.catalogue.movies.prefix(120).map(\.id)
            titles = Dictionary(server.catalogue.movies.map { ($0.id, $0.title) }) { first, _ in first }
        }

        func film(_ place: Int) -> LibraryFilm {
            LibraryFilm(source: .tmdb, id: ids[place], title: titles[ids[place]] ?? "Film", year: 2000)
        }
    }

    /// What both sides hold, and how many viewings your diary has.
    struct Ending: Equatable {
        var sides: AccountSyncKilledRunTests.Outcome
        var viewings: Int

        init(_ movies: MoviesProcess, _ server: TMDBTestServer) async throws {
            sides = try await AccountSyncKilledRunTests.Outcome(movies, server)
            let diary = try await movies.run(["diary", "--source", "tmdb", "--format", "json"])
            #expect(diary.status == 0, "\(diary.error)")
            viewings = try LibraryJSON.entries(diary.output).count
        }
    }

    /// Both sides synced once (films 0–39 on both watchlists, 40–99 rated 7 on both, film 100 rated
    /// 6 on both), then changed on each side: the account takes 0–4 off its watchlist, puts 110–114
    /// on it and rates 10–14 and 60–64 8; here, offline, 5–9 are taken off, 15–19 rated 4.5 and the
    /// ratings of 40–49 taken away. The account's lists come in pages of 20, so a sync that read
    /// them while another changed them would miss films. Returns how many viewings your diary has then.
    static func changedOnBothSides(
        _ movies: MoviesProcess, _ server: TMDBTestServer, in folder: URL
    ) async throws -> Int {
        let films = Films(server)
        let ids = films.ids
        var accountRatings = Dictionary(uniqueKeysWithValues: (40..<100).map { (ids[$0], 7.0) })
        accountRatings[ids[100]] = 6
        server.account.seed(watchlist: Array(ids[0..<40]), ratings: accountRatings)
        try FileManager.default.createDirectory(
            at: movies.libraryFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let day = Date(timeIntervalSince1970: 1_600_000_000)
        let library = try FilmLibrary.open(at: movies.libraryFile)
        for place in 0..<40 { _ = try library.addToWatchlist(films.film(place), on: day) }
        for place in 40..<100 { _ = try library.rate(films.film(place), 7, on: day) }
        _ = try library.rate(films.film(100), 6, on: day)
        try library.close()
        #expect(try await AccountLinkRunTests.login(movies, at: server, in: folder).status == 0)
        let first = try await movies.run(["account", "sync", "--yes"], environment: env)
        #expect(first.status == 0, "\(first.error)")

        let watchlist = server.account.watchlist.filter { !ids[0..<5].contains($0) } + ids[110..<115]
        var ratings = server.account.ratings
        for place in Array(10..<15) + Array(60..<65) { ratings[ids[place]] = 8 }
        server.account.seed(watchlist: watchlist, ratings: ratings)
        let changed = try FilmLibrary.open(at: movies.libraryFile)
        defer { try? changed.close() }
        for place in 5..<10 { _ = try changed.removeFromWatchlist(films.film(place)) }
        for place in 15..<20 { _ = try changed.rate(films.film(place), 4.5, on: day) }
        for place in 40..<50 { _ = try changed.removeRating(of: films.film(place)) }
        return try changed.diary(of: .tmdb).count
    }

    /// Starts `count` syncs `apart` from one another and waits for them all: each must succeed.
    static func overlapping(_ count: Int, apart: Duration, _ movies: MoviesProcess) async throws {
        var syncs: [LaunchedProcess] = []
        for index in 0..<count {
            if index > 0 { try await Task.sleep(for: apart) }
            syncs.append(try movies.launch(["account", "sync", "--yes"], environment: env))
        }
        for sync in syncs { await sync.exit() }
        #expect(syncs.map(\.terminationStatus) == Array(repeating: 0, count: count))
    }

    /// Runs `body` against a TMDB server answering each request after `latency`, with a library and
    /// a linked account in a folder of their own.
    static func withBench<T>(
        latency: Duration, _ body: (MoviesProcess, TMDBTestServer, URL) async throws -> T
    ) async throws -> T {
        var faults = ServerFaults()
        faults.latency = latency
        return try await withTMDBServer(catalogue: TMDBCatalogue(syntheticCount: 160, seed: 57), faults: faults) {
            server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                return try await body(movies, server, folder)
            }
        }
    }

    @Test(arguments: [60, 250])
    func threeSyncsThenTwoStartedAFractionOfASecondApartEndAsTheSameSyncsOneAtATime(
        millisecondsApart: Int
    )
        async throws
    {
        let latency = Duration.milliseconds(25)
        let control = try await Self.withBench(latency: latency) { movies, server, folder in
            let viewings = try await Self.changedOnBothSides(movies, server, in: folder)
            for _ in 0..<5 {
                let sync = try await movies.run(["account", "sync", "--yes"], environment: Self.env)
                #expect(sync.status == 0, "\(sync.error)")
            }
            let ending = try await Ending(movies, server)
            #expect(ending.viewings == viewings, "a sync one at a time added a viewing")
            return ending
        }
        #expect(control.sides.sidesAgree, "the syncs one at a time left the sides apart: \(control)")

        try await Self.withBench(latency: latency) { movies, server, folder in
            let viewings = try await Self.changedOnBothSides(movies, server, in: folder)
            let films = Films(server)
            try await Self.overlapping(3, apart: .milliseconds(millisecondsApart), movies)
            try await Self.overlapping(2, apart: .milliseconds(millisecondsApart), movies)
            let ending = try await Ending(movies, server)

            #expect(ending == control, "the overlapping syncs ended elsewhere than the syncs one at a time")
            #expect(ending.viewings == viewings, "an overlapping sync marked a film seen")
            let kept = Set(films.ids[20..<40])
            #expect(kept.isSubset(of: ending.sides.accountWatchlist), "a film was lost from the account's watchlist")
            #expect(kept.isSubset(of: Set(ending.sides.libraryWatchlist)), "a film was lost from your watchlist")
            #expect(ending.sides.accountRatings[films.ids[100]] == 6, "a rating nobody touched was lost")

            let writes = AccountSyncRunTests.writes(to: server)
            let further = try await movies.run(["account", "sync"], environment: Self.env)
            #expect(further.status == 0 && further.output.contains("in step"), "\(further.output)\(further.error)")
            #expect(
                AccountSyncRunTests.writes(to: server) == writes, "the sync after the last still changed the account")
        }
    }
}
