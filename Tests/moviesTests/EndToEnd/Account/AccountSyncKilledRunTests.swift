import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// A sync is never lost nor doubled: `movies account sync` killed with SIGKILL at random moments,
/// then run to the end, leaves both sides holding every film once and agreeing, exactly as a sync
/// never interrupted leaves them; against `movies-api --dialect tmdb` answering after a while.
@Suite(.serialized)
struct AccountSyncKilledRunTests {
    static let env = AccountLinkRunTests.keyEnvironment
    /// Films enough for a sync of a few seconds: about 170 changes, 80 of them sent to the account.
    static let catalogueSize = 300

    /// Both sides before the first sync, over the catalogue's films `ids`: watchlists and ratings
    /// that overlap, some ratings alike, some not, some films on one watchlist and rated on the other.
    struct Sides {
        var libraryWatchlist: [Int]
        var libraryRatings: [Int: Double]
        var accountWatchlist: [Int]
        var accountRatings: [Int: Double]

        init(ids: [Int]) {
            func value(_ index: Int) -> Double { Double(index % 20 + 1) / 2 }
            libraryWatchlist = Array(ids[0..<90])
            libraryRatings = Dictionary(uniqueKeysWithValues: (60..<130).map { (ids[$0], value($0)) })
            accountWatchlist = Array(ids[40..<110] + ids[200..<240])
            accountRatings = Dictionary(
                uniqueKeysWithValues: ((100..<160).map { (ids[$0], value($0 + ($0 < 115 ? 0 : 3))) })
                    + (20..<30).map { (ids[$0], value($0)) } + (240..<260).map { (ids[$0], value($0)) })
        }

        /// Your library's part, as an export of ours that `movies import json` takes.
        func archive(titles: [Int: String]) -> Data {
            let day = APIDate.parse("2020-01-01") ?? Date(timeIntervalSince1970: 1_577_836_800)
            func film(_ id: Int) -> LibraryFilm {
                LibraryFilm(source: .tmdb, id: id, title: titles[id] ?? "Film \(id)", year: 2000)
            }
            var archive = LibraryArchive()
            for id in libraryWatchlist {
                archive.watchlist.append(.init(WatchlistEntry(film: film(id), added: day)))
            }
            for (id, value) in libraryRatings.sorted(by: { $0.key < $1.key }) {
                guard let rating = YourRating(value) else { continue }
                archive.ratings.append(.init(FilmRating(film: film(id), rating: rating, ratedOn: day)))
            }
            return LibraryArchive.encoded(archive)
        }
    }

    /// What each side holds after a sync: both watchlists, both ratings, and the library's rows.
    struct Outcome: Equatable {
        var libraryWatchlist: [Int]
        var libraryRatings: [Int: Double]
        var accountWatchlist: Set<Int>
        var accountRatings: [Int: Double]

        init(_ movies: MoviesProcess, _ server: TMDBTestServer) async throws {
            libraryWatchlist = try await Self.entries(["watchlist"], movies).compactMap { $0["id"] as? Int }.sorted()
            libraryRatings = [:]
            for entry in try await Self.entries(["ratings"], movies) {
                guard let id = entry["id"] as? Int, let value = entry["yourRating"] as? NSNumber else { continue }
                #expect(libraryRatings[id] == nil, "film \(id) rated twice here")
                libraryRatings[id] = value.doubleValue
            }
            #expect(Set(libraryWatchlist).count == libraryWatchlist.count, "a film twice on your watchlist")
            let accountList = server.account.watchlist
            #expect(Set(accountList).count == accountList.count, "a film twice on the account's watchlist")
            accountWatchlist = Set(accountList)
            accountRatings = server.account.ratings
        }

        /// Whether both sides hold the same films and ratings; but for films rated here, which a
        /// sync keeps on the account's watchlist and never puts on yours.
        var sidesAgree: Bool {
            let rated = Set(libraryRatings.keys), yours = Set(libraryWatchlist)
            return yours.isSubset(of: accountWatchlist) && accountWatchlist.subtracting(yours).isSubset(of: rated)
                && libraryRatings == accountRatings
        }

        private static func entries(_ arguments: [String], _ movies: MoviesProcess) async throws -> [[String: Any]] {
            let run = try await movies.run(arguments + ["--source", "tmdb", "--format", "json"])
            #expect(run.status == 0, "\(arguments): \(run.error)")
            return try LibraryJSON.entries(run.output)
        }
    }

    /// Starts a server of a made-up catalogue answering after `latency`, its account seeded with
    /// `sides`, and a library in `folder` holding your side, linked to that account.
    static func prepared<T>(
        in folder: URL, latency: Duration, _ body: (MoviesProcess, TMDBTestServer, Sides) async throws -> T
    ) async throws -> T {
        var faults = ServerFaults()
        faults.latency = latency
        return try await withTMDBServer(
            catalogue: TMDBCatalogue(syntheticCount: catalogueSize, seed: 44), faults: faults
        ) { server in
            let ids = server.catalogue.movies.map(\.id)
            let titles = Dictionary(server.catalogue.movies.map { ($0.id, $0.title) }) { first, _ in first }
            let sides = Sides(ids: ids)
            server.account.seed(watchlist: sides.accountWatchlist, ratings: sides.accountRatings)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let file = folder.appendingPathComponent("library.json")
            try sides.archive(titles: titles).write(to: file)
            let imported = try await movies.run(["import", "json", file.path])
            #expect(imported.status == 0, "\(imported.error)")
            #expect(try await AccountLinkRunTests.login(movies, at: server, in: folder).status == 0)
            return try await body(movies, server, sides)
        }
    }

    @Test func aSyncKilledAtTenRandomMomentsThenRunToTheEndHoldsEveryFilmOnceOnBothSidesAsOneNeverKilled()
        async throws
    {
        try await withTemporaryFolder { folder in
            let latency = Duration.milliseconds(25)
            // What a sync never interrupted leaves.
            let expected = try await Self.prepared(in: folder.appendingPathComponent("whole"), latency: latency) {
                movies, server, _ in
                let sync = try await movies.run(["account", "sync"], environment: Self.env)
                #expect(sync.status == 0, "\(sync.error)")
                return try await Outcome(movies, server)
            }
            #expect(expected.sidesAgree, "an uninterrupted sync left the sides apart: \(expected)")
            #expect(expected.accountWatchlist.count > 100 && expected.accountRatings.count > 100)

            try await Self.prepared(in: folder.appendingPathComponent("killed"), latency: latency) {
                movies, server, _ in
                var generator = SplitMix64(seed: 44)
                var kills = 0, killedWhileWriting = 0, launches = 0
                while kills < 10, launches < 40 {
                    launches += 1
                    // One launch in three is killed while it reads the account (after its first
                    // few answers), the others after one to seven of its changes reached the
                    // account; each a random 0-20 ms later, which lands before, during or after
                    // the library notes the change.
                    let requestsBefore = server.counts().all.count(),
                        writesBefore = AccountSyncRunTests.writes(to: server)
                    let sign: @Sendable () -> Bool
                    if launches % 3 == 1 {
                        let requests = requestsBefore + Int.random(in: 1...4, using: &generator)
                        sign = { server.counts().all.count() >= requests }
                    } else {
                        let writes = writesBefore + Int.random(in: 1...7, using: &generator)
                        sign = { AccountSyncRunTests.writes(to: server) >= writes }
                    }
                    let pause = Duration.milliseconds(Int.random(in: 0...20, using: &generator))
                    let process = try movies.launch(["account", "sync"], environment: Self.env)
                    guard await process.kill(once: sign, after: pause) == .uncaughtSignal else { continue }
                    kills += 1
                    if AccountSyncRunTests.writes(to: server) > writesBefore { killedWhileWriting += 1 }
                    let rows = try LibraryRows(of: movies.libraryFile)
                    #expect(rows.integrity == "ok", "kill \(kills)")
                    #expect(
                        rows.watchlist <= expected.libraryWatchlist.count
                            && rows.ratings <= expected.libraryRatings.count, "kill \(kills): a film twice here")
                }
                #expect(kills == 10, "only \(kills) of \(launches) syncs were killed before they ended")
                #expect(
                    killedWhileWriting >= 3, "only \(killedWhileWriting) kills landed while the account was written")

                let finished = try await movies.run(["account", "sync"], environment: Self.env)
                #expect(finished.status == 0, "\(finished.error)")
                #expect(try LibraryRows(of: movies.libraryFile).integrity == "ok")
                let outcome = try await Outcome(movies, server)
                #expect(outcome.sidesAgree, "the sides disagree after the killed sync completed: \(outcome)")
                #expect(outcome == expected, "the killed sync's outcome differs from the uninterrupted one's")

                let writes = AccountSyncRunTests.writes(to: server)
                let again = try await movies.run(["account", "sync"], environment: Self.env)
                #expect(again.status == 0 && again.output.contains("in step"), "\(again.output)\(again.error)")
                #expect(AccountSyncRunTests.writes(to: server) == writes)
            }
        }
    }
}
