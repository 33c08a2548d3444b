import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// A sync never puts a film you have seen or rated on your watchlist: the plan names it, and the
/// account's entry stays there unless taken off (`--take-off-seen`).
@Suite struct AccountSyncSeenFilmsTests {
    /// Film 1 seen here (a viewing), film 2 rated here, film 3 neither: all three on the account's
    /// watchlist only.
    private func seenHereOnTheAccountsWatchlist(_ bench: SyncBench) async throws {
        try bench.library.log(Viewing(film: libraryFilm(1), watchedOn: bench.time.now, markedOn: bench.time.now))
        try bench.library.rate(libraryFilm(2), 8, on: bench.time.now)
        for id in 1...3 { await bench.account.putOnWatchlist(accountFilm(id)) }
    }

    @Test func aFirstSyncPutsNoFilmYouHaveSeenOrRatedOnYourWatchlistAndNamesThem() async throws {
        try await withSyncBench { bench in
            try await seenHereOnTheAccountsWatchlist(bench)

            let report = try await bench.run()

            #expect(try bench.watchlist() == [3])
            #expect(report.plan.seenOnAccountWatchlist.map(\.tmdbID) == [1, 2])
            #expect(report.plan.library.watchlistAdds.map(\.tmdbID) == [3])
            #expect(await bench.account.watchlistIDs == [1, 2, 3], "the account's entries are kept")
        }
    }

    @Test func laterSyncsKeepTheAccountsEntryAndPutNothingOnYours() async throws {
        try await withSyncBench { bench in
            try await seenHereOnTheAccountsWatchlist(bench)
            try await bench.run()

            let again = try await bench.run()

            #expect(again.plan.isEmpty, "\(again.plan)")
            #expect(try bench.watchlist() == [3])
            #expect(await bench.account.watchlistIDs == [1, 2, 3])
        }
    }

    @Test func takingOffSeenTakesThemOffTheAccountsWatchlist() async throws {
        try await withSyncBench { bench in
            try await seenHereOnTheAccountsWatchlist(bench)

            let report = try await AccountSync(library: bench.library, account: bench.account, takingOffSeen: true)
                .run()

            #expect(try bench.watchlist() == [3])
            #expect(await bench.account.watchlistIDs == [3])
            #expect(report.plan.account.watchlistRemovals.map(\.tmdbID) == [1, 2])
            #expect(try await bench.run().plan.isEmpty)
        }
    }
}
