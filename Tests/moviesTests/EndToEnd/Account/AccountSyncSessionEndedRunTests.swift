import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// A session TMDB ends while a sync runs: the sync stops with exit 77 and "log in again", your
/// library keeps every film it held, and a sync after logging in again completes.
@Suite(.serialized)
struct AccountSyncSessionEndedRunTests {
    static let env = AccountLinkRunTests.keyEnvironment

    @Test func aSessionEndedAtTMDBMidSyncExits77SaysLogInAgainAndLosesNothingHere() async throws {
        try await withTemporaryFolder { folder in
            try await AccountSyncKilledRunTests.prepared(in: folder, latency: .milliseconds(25)) {
                movies, server, sides in
                let errors = folder.appendingPathComponent("sync-err")
                let sync = try movies.launch(["account", "sync"], environment: Self.env, stderr: errors)
                for _ in 0..<600 where AccountSyncRunTests.writes(to: server) < 5 {
                    try await Task.sleep(for: .milliseconds(10))
                }
                server.account.endSessions()  // what `POST /_account/end-sessions` does
                let ended = await sync.exit()
                let error = try String(contentsOf: errors, encoding: .utf8)
                #expect(ended == .exit && sync.terminationStatus == 77, "\(sync.terminationStatus): \(error)")
                #expect(error.contains("log in again"), "\(error)")

                #expect(try LibraryRows(of: movies.libraryFile).integrity == "ok")
                let kept = try await AccountSyncKilledRunTests.Outcome(movies, server)
                #expect(Set(sides.libraryWatchlist).isSubset(of: kept.libraryWatchlist), "a film left your watchlist")
                #expect(Set(sides.libraryRatings.keys).isSubset(of: kept.libraryRatings.keys), "a rating was lost")

                #expect(try await AccountLinkRunTests.login(movies, at: server, in: folder).status == 0)
                let again = try await movies.run(["account", "sync"], environment: Self.env)
                #expect(again.status == 0, "\(again.error)")
                let synced = try await AccountSyncKilledRunTests.Outcome(movies, server)
                #expect(synced.sidesAgree, "the sides disagree after the sync that followed: \(synced)")
                #expect(Set(sides.libraryWatchlist).isSubset(of: synced.accountWatchlist))
            }
        }
    }
}
