import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies import plex` with a TMDB account linked, end to end: a film a play took off your
/// watchlist leaves the account's too, told after the import's transaction as `movies watched`
/// tells it; nothing on `--dry-run`; an account that cannot be reached is a warning, the import
/// still succeeds and the change waits for the next `movies account sync`.
struct ImportTellsAccountRunTests {
    /// Links the TMDB account of `tmdb` for `runner` and puts The Paper Lantern (100001) on your
    /// watchlist on 1 November, before the plays, and so on the account's.
    static func linkAccount(_ runner: LibraryRunner, at tmdb: TMDBTestServer, in folder: URL) async throws {
        let login = try await AccountLinkRunTests.login(runner.movies, at: tmdb, in: folder)
        #expect(login.status == 0, "\(login.error)")
        let add = try await runner.movies.run(
            ["watchlist", "add", "100001", "--timeout", "60"],
            environment: runner.environment.merging(["MOVIES_NOW": "2026-11-01T12:00:00Z"]) { $1 })
        #expect(add.status == 0, "\(add.error)")
        #expect(tmdb.account.watchlist == [100001])
    }

    @Test func aFilmAPlayTookOffYourWatchlistLeavesTheLinkedAccountsAfterTheImportAndNotOnADryRun() async throws {
        try await withTMDBServer { tmdb in
            try await withPlexServer { server in
                try await withTemporaryFolder { folder in
                    let runner = LibraryRunner(folder: folder.appendingPathComponent("library"), server: tmdb)
                    try await Self.linkAccount(runner, at: tmdb, in: folder)
                    try server.play("The Paper Lantern", at: "2026-11-21T11:30:00Z")
                    try await ImportPlexRunTests.connect(runner, to: server)

                    let dry = try await ImportPlexRunTests.importing(runner, in: "UTC", ["--dry-run"])
                    #expect(dry.status == 0, "\(dry.error)")
                    #expect(!dry.error.contains("TMDB account"), "\(dry.error)")
                    #expect(tmdb.account.watchlist == [100001], "a dry run told the account")

                    let run = try await ImportPlexRunTests.importing(runner)
                    #expect(run.status == 0, "\(run.error)")
                    #expect(
                        run.error.contains("took 1 film off your watchlist, seen: The Paper Lantern"), "\(run.error)")
                    #expect(run.error.contains(": 1 film off its watchlist"), "\(run.error)")
                    #expect(tmdb.account.watchlist.isEmpty, "the account still holds the film played")
                }
            }
        }
    }

    @Test func anAccountThatCannotBeReachedIsAWarningTheImportSucceedsAndTheChangeWaitsForTheNextSync()
        async throws
    {
        let account = TMDBFixtureAccount()
        try await withPlexServer { server in
            try await withTemporaryFolder { folder in
                let library = folder.appendingPathComponent("library")
                // The account's API is stopped before the import: films named by TMDB's id need
                // no request, so only the account's telling cannot be made.
                let apiURL = try await withTMDBServer(account: account) { tmdb in
                    try await Self.linkAccount(LibraryRunner(folder: library, server: tmdb), at: tmdb, in: folder)
                    return tmdb.baseURL
                }
                let runner = LibraryRunner(folder: library, apiURL: apiURL)
                try server.play("The Paper Lantern", at: "2026-11-21T11:30:00Z")
                try await ImportPlexRunTests.connect(runner, to: server)

                let run = try await ImportPlexRunTests.importing(runner)
                #expect(run.status == 0, "\(run.error)")
                #expect(run.output == "1 viewing of 1 film added, 0 already there, 0 unmatched\n", "\(run.output)")
                #expect(
                    run.error.contains("1 film off the watchlist not sent to your TMDB account ("), "\(run.error)")
                #expect(run.error.contains("the next `movies account sync` sends them"), "\(run.error)")
                #expect(account.watchlist == [100001])
                #expect(try await ImportJellyfinRunTests.diary(runner) == ["100001 2026-11-21"])
                #expect(try await runner.archive().watchlist.isEmpty)
            }
        }
    }
}
