import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Later syncs carry what each side added, removed, rated, rated anew and unrated since the last.
@Suite struct AccountSyncLaterSyncTests {
    /// A bench synced once with films 1 and 2 on both watchlists and film 3 rated 7 on both sides.
    private func synced(_ body: (SyncBench) async throws -> Void) async throws {
        try await withSyncBench { bench in
            try bench.library.addToWatchlist(libraryFilm(1), on: bench.time.now)
            await bench.account.putOnWatchlist(accountFilm(2))
            try bench.library.rate(libraryFilm(3), 7, on: bench.time.now)
            try await bench.run()
            await bench.account.forgetCounts()
            try await body(bench)
        }
    }

    @Test func aFilmTakenOffYourWatchlistLeavesTheAccountsByItsTombstone() async throws {
        try await synced { bench in
            try bench.library.removeFromWatchlist(libraryFilm(1))

            let report = try await bench.run()

            #expect(await bench.account.watchlistIDs == [2])
            #expect(report.plan.account.watchlistRemovals.map(\.tmdbID) == [1])
            #expect(try bench.watchlist() == [2])
        }
    }

    @Test func aFilmGoneFromTheAccountsWatchlistLeavesYours() async throws {
        try await synced { bench in
            await bench.account.takeOffWatchlist(2)

            let report = try await bench.run()

            #expect(try bench.watchlist() == [1])
            #expect(report.plan.library.watchlistRemovals.map(\.tmdbID) == [2])
            #expect(await bench.account.writes.isEmpty)
        }
    }

    @Test func filmsAddedOnEitherSideSinceAreAddedToTheOther() async throws {
        try await synced { bench in
            try bench.library.addToWatchlist(libraryFilm(10), on: bench.time.now)
            await bench.account.putOnWatchlist(accountFilm(11))

            try await bench.run()

            #expect(try bench.watchlist() == [1, 2, 10, 11])
            #expect(await bench.account.watchlistIDs == [1, 2, 10, 11])
        }
    }

    @Test func aRatingGivenAnewHereReachesTheAccount() async throws {
        try await synced { bench in
            try bench.library.rate(libraryFilm(3), 8.5, on: bench.time.now)

            try await bench.run()

            #expect(await bench.account.writes == [.rate(3, 8.5)])
        }
    }

    @Test func aRatingTakenAwayHereIsTakenAwayOnTheAccount() async throws {
        try await synced { bench in
            try bench.library.removeRating(of: libraryFilm(3))

            let report = try await bench.run()

            #expect(await bench.account.ratingValues.isEmpty)
            #expect(report.plan.account.unratings.map(\.tmdbID) == [3])
        }
    }

    @Test func aRatingChangedOrTakenAwayOnTheAccountIsSoHere() async throws {
        try await synced { bench in
            await bench.account.give(accountFilm(3), 9.5)
            try await bench.run()
            #expect(try bench.ratings() == [3: 9.5])

            await bench.account.unrate(3)
            try await bench.run()
            #expect(try bench.ratings().isEmpty)
            #expect(await bench.account.writes.isEmpty)
        }
    }

    @Test func aFilmWatchedHereLeavesTheAccountsWatchlist() async throws {
        try await synced { bench in
            try bench.library.log(Viewing(film: libraryFilm(2), watchedOn: bench.time.now, markedOn: bench.time.now))

            try await bench.run()

            #expect(await bench.account.watchlistIDs == [1])
        }
    }

    @Test func aFilmRatedOnTheAccountLeavesBothWatchlists() async throws {
        try await synced { bench in
            await bench.account.give(accountFilm(1), 6)

            try await bench.run()

            #expect(try bench.watchlist() == [2])
            #expect(await bench.account.watchlistIDs == [2])
            #expect(try bench.ratings() == [1: 6, 3: 7])
        }
    }

    @Test func aRatingChangedOnBothSidesSinceTakesTheLater() async throws {
        try await synced { bench in
            bench.time.advance(milliseconds: 5000)
            try bench.library.rate(libraryFilm(3), 5, on: bench.time.now)
            await bench.account.give(accountFilm(3), 9, at: bench.time.at(2000))

            let report = try await bench.run()

            #expect(try bench.ratings() == [3: 9])
            #expect(await bench.account.ratingValues == [3: 9])
            #expect(report.plan.conflicts.map(\.winner) == [.account])
        }
    }

    @Test func changesWaitingAreCountedUntilASyncCarriesThem() async throws {
        try await synced { bench in
            #expect(try AccountSync.status(of: bench.library).changesWaiting == 0)
            try bench.library.removeFromWatchlist(libraryFilm(1))
            try bench.library.addToWatchlist(libraryFilm(20), on: bench.time.now)
            try bench.library.rate(libraryFilm(3), 4, on: bench.time.now)

            let waiting = try AccountSync.status(of: bench.library)
            #expect(waiting.changesWaiting == 3)
            #expect(waiting.lastSync != nil)

            try await bench.run()
            #expect(try AccountSync.status(of: bench.library).changesWaiting == 0)
        }
    }

    @Test func beforeAnySyncEveryEntryOfATMDBFilmIsWaiting() async throws {
        try await withSyncBench { bench in
            try bench.library.addToWatchlist(libraryFilm(1), on: bench.time.now)
            try bench.library.rate(libraryFilm(2), 3, on: bench.time.now)

            #expect(try AccountSync.status(of: bench.library) == AccountSyncStatus(lastSync: nil, changesWaiting: 2))
        }
    }
}
