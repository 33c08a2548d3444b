import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies account sync` end to end, against `movies-api --dialect tmdb` over loopback: both sides
/// merged, nothing sent twice, `--dry-run`, the guard, and the failures that change nothing.
struct AccountSyncRunTests {
    static let env = AccountLinkRunTests.keyEnvironment

    static func tmdb(_ server: TMDBTestServer) -> [String] {
        AccountSendAtOnceRunTests.tmdb(server)
    }

    /// The requests that change the account: its watchlist's writes and films' ratings.
    static func writes(to server: TMDBTestServer) -> Int {
        server.counts().all.count(where: {
            $0 == "/3/account/\(TMDBFixtureAccount.id)/watchlist" || $0.hasSuffix("/rating")
        })
    }

    /// Your watchlist and ratings of TMDB's films, as CSV.
    static func library(_ movies: MoviesProcess) async throws -> (watchlist: String, ratings: String) {
        let watchlist = try await movies.run(["watchlist", "--source", "tmdb", "--format", "csv"])
        let ratings = try await movies.run(["ratings", "--source", "tmdb", "--format", "csv"])
        #expect(watchlist.status == 0 && ratings.status == 0, "\(watchlist.error)\(ratings.error)")
        return (watchlist.output, ratings.output)
    }

    /// Seeds the account, adds and rates films here before linking it (so nothing is sent at
    /// once), then links it.
    static func prepare(_ movies: MoviesProcess, _ server: TMDBTestServer, in folder: URL) async throws {
        server.account.seed(watchlist: [100001, 100002], ratings: [100003: 7.5])
        let add = try await movies.run(["watchlist", "add", "100004"] + tmdb(server), environment: env)
        let rate = try await movies.run(["rate", "100005", "8"] + tmdb(server), environment: env)
        #expect(add.status == 0 && rate.status == 0, "\(add.error)\(rate.error)")
        #expect(try await AccountLinkRunTests.login(movies, at: server, in: folder).status == 0)
    }

    /// Takes `films` off your watchlist while TMDB cannot be reached (the session pointed at a
    /// closed port meanwhile), so that the change waits for the next sync.
    static func removeOffline(_ films: some Sequence<Int>, _ movies: MoviesProcess) async throws {
        let kept = try Data(contentsOf: movies.sessionFile)
        var session = try JSONDecoder().decode(TMDBAccountSession.self, from: kept)
        session.apiURL = try #require(URL(string: "http://127.0.0.1:9/3/"))
        try JSONEncoder().encode(session).write(to: movies.sessionFile)
        for id in films {
            let remove = try await movies.run(["watchlist", "remove", "\(id)", "--source", "tmdb"], environment: env)
            #expect(remove.status == 0 && remove.error.contains("movies account sync"), "\(remove.error)")
        }
        try kept.write(to: movies.sessionFile)
    }

    @Test func aFirstSyncMergesBothWaysAndASecondRightAfterSendsNothing() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                try await Self.prepare(movies, server, in: folder)
                let sync = try await movies.run(["account", "sync"], environment: Self.env)
                #expect(sync.status == 0, "\(sync.error)")
                #expect(sync.output.contains("Synced with your TMDB account"), "\(sync.output)")
                #expect(Set(server.account.watchlist) == [100001, 100002, 100004])
                #expect(server.account.ratings == [100003: 7.5, 100005: 8])
                let here = try await Self.library(movies)
                for id in [100001, 100002, 100004] { #expect(here.watchlist.contains("\(id)"), "\(here.watchlist)") }
                #expect(here.ratings.contains("100003") && here.ratings.contains("7.5"), "\(here.ratings)")
                #expect(here.ratings.contains("100005"), "\(here.ratings)")

                let writes = Self.writes(to: server)
                let again = try await movies.run(["account", "sync"], environment: Self.env)
                #expect(again.status == 0, "\(again.error)")
                #expect(again.output.contains("in step"), "\(again.output)")
                #expect(Self.writes(to: server) == writes)
                #expect(try await Self.library(movies) == here)
            }
        }
    }

    @Test func aDryRunPrintsThePlanAndChangesNothingOnEitherSide() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                try await Self.prepare(movies, server, in: folder)
                let before = try await Self.library(movies)
                let plan = try await movies.run(["account", "sync", "--dry-run"], environment: Self.env)
                #expect(plan.status == 0, "\(plan.error)")
                #expect(plan.output.contains("Your TMDB account: 1 to add, 1 to rate"), "\(plan.output)")
                #expect(plan.output.contains("Your library: 2 to add, 1 to rate"), "\(plan.output)")
                #expect(server.account.watchlist == [100001, 100002])
                #expect(server.account.ratings == [100003: 7.5])
                #expect(Self.writes(to: server) == 0)
                #expect(try await Self.library(movies) == before)
            }
        }
    }

    @Test func aPlanWiderThanTheTerminalBreaksAtWordsWithNoWordBroken() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                try await Self.prepare(movies, server, in: folder)
                let plan = { (columns: Int) in
                    try await movies.run(
                        ["account", "sync", "--dry-run"],
                        environment: Self.env.merging(["COLUMNS": "\(columns)"]) { $1 })
                }
                let wide = try await plan(1000), narrow = try await plan(40)
                #expect(wide.status == 0 && narrow.status == 0, "\(wide.error)\(narrow.error)")
                let lines = narrow.output.split(separator: "\n")
                #expect(lines.allSatisfy { $0.count <= 40 }, "\(narrow.output)")
                #expect(lines.count > wide.output.split(separator: "\n").count, "\(narrow.output)")
                #expect(
                    narrow.output.split(whereSeparator: \.isWhitespace)
                        == wide.output.split(whereSeparator: \.isWhitespace),
                    "\(narrow.output)")
                #expect(lines.contains { $0.hasPrefix("    ") }, "a bullet goes on under its text: \(narrow.output)")
            }
        }
    }

    @Test func theGuardStopsTheRemovalOfManyFilmsWithExit75AndYesGoesAhead() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let films = Array(100001...100008)
                server.account.seed(watchlist: films, ratings: [:])
                #expect(try await AccountLinkRunTests.login(movies, at: server, in: folder).status == 0)
                #expect(try await movies.run(["account", "sync"], environment: Self.env).status == 0)
                try await Self.removeOffline(films.prefix(6), movies)
                #expect(server.account.watchlist == films)

                let stopped = try await movies.run(["account", "sync"], environment: Self.env)
                #expect(stopped.status == 75, "\(stopped.error)")
                #expect(stopped.error.contains("would remove 6 of the 8 films"), "\(stopped.error)")
                #expect(stopped.error.contains("--yes"), "\(stopped.error)")
                #expect(server.account.watchlist == films)

                let confirmed = try await movies.run(["account", "sync", "--yes"], environment: Self.env)
                #expect(confirmed.status == 0, "\(confirmed.error)")
                #expect(server.account.watchlist == Array(films.suffix(2)))
            }
        }
    }

    @Test func aSessionEndedAtTMDBExits77AndLeavesTheLibraryAsItWas() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                try await Self.prepare(movies, server, in: folder)
                let before = try await Self.library(movies)
                server.account.endSessions()  // what `POST /_account/end-sessions` does
                let sync = try await movies.run(["account", "sync"], environment: Self.env)
                #expect(sync.status == 77, "\(sync.error)")
                #expect(sync.error.contains("log in again"), "\(sync.error)")
                #expect(try await Self.library(movies) == before)
                #expect(server.account.watchlist == [100001, 100002])
            }
        }
    }

    @Test func anUnreachableAPIExits69ChangingNothing() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                try await Self.prepare(movies, server, in: folder)
                let before = try await Self.library(movies)
                var session = try JSONDecoder().decode(
                    TMDBAccountSession.self, from: try Data(contentsOf: movies.sessionFile))
                session.apiURL = try #require(URL(string: "http://127.0.0.1:9/3/"))
                try JSONEncoder().encode(session).write(to: movies.sessionFile)
                let sync = try await movies.run(["account", "sync"], environment: Self.env)
                #expect(sync.status == 69, "\(sync.error)")
                #expect(try await Self.library(movies) == before)
                #expect(server.account.watchlist == [100001, 100002])
            }
        }
    }

    @Test func statusSaysWhenTheLastSyncWasAndCountsTheChangesWaiting() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                try await Self.prepare(movies, server, in: folder)
                let before = try await movies.run(["account", "status"])
                #expect(before.status == 0, "\(before.error)")
                #expect(before.output.contains("last sync: never"), "\(before.output)")
                #expect(before.output.contains("changes waiting: 2"), "\(before.output)")

                #expect(try await movies.run(["account", "sync"], environment: Self.env).status == 0)
                let synced = try await movies.run(["account", "status"])
                #expect(!synced.output.contains("last sync: never"), "\(synced.output)")
                #expect(synced.output.contains("last sync: 2"), "\(synced.output)")
                #expect(synced.output.contains("changes waiting: 0"), "\(synced.output)")

                try await Self.removeOffline([100001], movies)
                let waiting = try await movies.run(["account", "status"])
                #expect(waiting.output.contains("changes waiting: 1"), "\(waiting.output)")
            }
        }
    }

    @Test func anIMDbFilmIsCarriedAsTheTMDBFilmItsIdNamesAskedOnceAndOthersAreLeftOutAndCounted() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let imported = try await movies.run(["sync", "--source", "imdb", "--from", imdbFixturesFolder.path])
                #expect(imported.status == 0, "\(imported.error)")
                for film in ["tt9100001", "tt0056172"] {
                    let add = try await movies.run(["watchlist", "add", film, "--source", "imdb"])
                    #expect(add.status == 0, "\(add.error)")
                }
                #expect(try await movies.run(["watchlist", "add", "1", "--source", "demo"]).status == 0)
                #expect(try await AccountLinkRunTests.login(movies, at: server, in: folder).status == 0)

                let sync = try await movies.run(["account", "sync"], environment: Self.env)
                #expect(sync.status == 0, "\(sync.error)")
                #expect(server.account.watchlist == [100001])
                #expect(sync.output.contains("1 film of IMDb's carried as TMDB's by their IMDb id"), "\(sync.output)")
                #expect(sync.output.contains("left out 2 films"), "\(sync.output)")
                let finds = server.counts().finds()
                #expect(finds == 2)

                let again = try await movies.run(["account", "sync"], environment: Self.env)
                #expect(again.status == 0, "\(again.error)")
                #expect(server.account.watchlist == [100001])
                #expect(server.counts().finds() == finds)
            }
        }
    }

    @Test func withNoAccountLinkedSyncSaysToLogInAndExits77() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let sync = try await movies.run(["account", "sync"], environment: Self.env)
            #expect(sync.status == 77 && sync.error.contains("movies account login"), "\(sync.error)")
        }
    }
}
