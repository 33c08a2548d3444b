import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `watchlist add|remove`, `rate` and `watched` send their change to a linked TMDB account at
/// once, and succeed here whatever becomes of it there.
struct AccountSendAtOnceRunTests {
    static func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60"]
    }

    @Test func watchlistRateAndWatchedReachTheLinkedAccountAtOnce() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let env = AccountLinkRunTests.keyEnvironment
                #expect(try await AccountLinkRunTests.login(movies, at: server, in: folder).status == 0)
                let add = try await movies.run(["watchlist", "add", "100001"] + Self.tmdb(server), environment: env)
                #expect(add.status == 0, "\(add.error)")
                #expect(add.error.contains("sent to your TMDB account"), "\(add.error)")
                #expect(server.account.watchlist == [100001])

                let rate = try await movies.run(["rate", "100001", "7.5"] + Self.tmdb(server), environment: env)
                #expect(rate.status == 0, "\(rate.error)")
                #expect(server.account.ratings == [100001: 7.5])
                #expect(server.account.watchlist.isEmpty)

                #expect(
                    try await movies.run(["watchlist", "add", "100002"] + Self.tmdb(server), environment: env).status
                        == 0)
                let watched = try await movies.run(
                    ["watched", "100002", "--rating", "9"] + Self.tmdb(server), environment: env)
                #expect(watched.status == 0, "\(watched.error)")
                #expect(server.account.ratings == [100001: 7.5, 100002: 9])
                #expect(server.account.watchlist.isEmpty)

                let unrate = try await movies.run(["rate", "100001", "--remove"] + Self.tmdb(server), environment: env)
                #expect(unrate.status == 0, "\(unrate.error)")
                #expect(server.account.ratings == [100002: 9])
            }
        }
    }

    @Test func aChangeTheAccountCannotTakeIsKeptHereAndSaidToWaitForTheNextSync() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let env = AccountLinkRunTests.keyEnvironment
                #expect(try await AccountLinkRunTests.login(movies, at: server, in: folder).status == 0)
                server.account.endSessions()
                let rate = try await movies.run(["rate", "100001", "8"] + Self.tmdb(server), environment: env)
                #expect(rate.status == 0, "\(rate.error)")
                #expect(rate.error.contains("movies account sync"), "\(rate.error)")
                #expect(rate.error.contains("log in again"), "\(rate.error)")
                #expect(server.account.ratings.isEmpty)
                let ratings = try await movies.run(["ratings", "--source", "tmdb", "--format", "csv"])
                #expect(ratings.output.contains("100001"), "\(ratings.output)")
            }
        }
    }

    @Test func withNoAccountLinkedNothingIsSentNorSaid() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let add = try await movies.run(
                    ["watchlist", "add", "100001"] + Self.tmdb(server), environment: AccountLinkRunTests.keyEnvironment)
                #expect(add.status == 0, "\(add.error)")
                #expect(!add.error.contains("TMDB account"), "\(add.error)")
                #expect(server.account.watchlist.isEmpty)
            }
        }
    }

    @Test func offlineNothingIsSentAndTheChangeWaitsForTheNextSync() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let env = AccountLinkRunTests.keyEnvironment
                #expect(try await AccountLinkRunTests.login(movies, at: server, in: folder).status == 0)
                #expect(
                    try await movies.run(["watchlist", "add", "100001"] + Self.tmdb(server), environment: env).status
                        == 0)
                #expect(server.account.watchlist == [100001])
                let remove = try await movies.run(
                    ["watchlist", "remove", "100001", "--offline", "--source", "tmdb"], environment: env)
                #expect(remove.status == 0, "\(remove.error)")
                #expect(remove.error.contains("movies account sync"), "\(remove.error)")
                #expect(server.account.watchlist == [100001])
            }
        }
    }
}
