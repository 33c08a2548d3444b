import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// The first sync merges: what either side holds, both hold, nothing removed; a film both rated
/// differently takes the later rating where both times are known, else yours, and is named.
@Suite struct AccountSyncFirstSyncTests {
    @Test func theFirstSyncPutsEverythingOnBothSidesAndRemovesNothing() async throws {
        try await withSyncBench { bench in
            try bench.library.addToWatchlist(libraryFilm(1), on: bench.time.now)
            try bench.library.addToWatchlist(libraryFilm(2), on: bench.time.now)
            try bench.library.rate(libraryFilm(3), 7.5, on: bench.time.now)
            await bench.account.putOnWatchlist(accountFilm(2))
            await bench.account.putOnWatchlist(accountFilm(4))
            await bench.account.give(accountFilm(5), 8)

            let report = try await bench.run()

            #expect(report.plan.isFirstSync)
            #expect(try bench.watchlist() == [1, 2, 4])
            #expect(Set(await bench.account.watchlistIDs) == [1, 2, 4])
            #expect(try bench.ratings() == [3: 7.5, 5: 8])
            #expect(await bench.account.ratingValues == [3: 7.5, 5: 8])
            #expect(report.plan.account.watchlistRemovals.isEmpty && report.plan.library.watchlistRemovals.isEmpty)
            #expect(report.plan.account.unratings.isEmpty && report.plan.library.unratings.isEmpty)
            #expect(report.sentToAccount == 2 && report.madeInLibrary == 2)
        }
    }

    @Test(arguments: [(accountLater: true, winner: 8.0), (accountLater: false, winner: 6.0)])
    func aRatingBothGaveDifferentlyTakesTheLaterWhereBothTimesAreKnown(
        accountLater: Bool, winner: Double
    )
        async throws
    {
        try await withSyncBench { bench in
            try bench.library.rate(libraryFilm(1), 6, on: bench.time.now)
            await bench.account.give(accountFilm(1), 8, at: bench.time.at(accountLater ? 60_000 : -60_000))

            let report = try await bench.run()

            #expect(try bench.ratings() == [1: winner])
            #expect(await bench.account.ratingValues == [1: winner])
            #expect(
                report.plan.conflicts == [
                    AccountSyncConflict(
                        film: accountFilm(1), yours: 6, account: 8, winner: accountLater ? .account : .library,
                        reason: .later)
                ])
        }
    }

    @Test func aRatingWhoseTimeTheAccountDoesNotSayKeepsYours() async throws {
        try await withSyncBench { bench in
            try bench.library.rate(libraryFilm(1), 6, on: bench.time.now)
            await bench.account.give(accountFilm(1), 8)

            let report = try await bench.run()

            #expect(try bench.ratings() == [1: 6])
            #expect(await bench.account.ratingValues == [1: 6])
            #expect(report.plan.conflicts.map(\.reason) == [.yoursWhenUnknown])
            #expect(report.plan.conflicts.map(\.film) == [accountFilm(1)])
        }
    }

    @Test func ratingsKeepTheirExactValueBothWays() async throws {
        try await withSyncBench { bench in
            try bench.library.rate(libraryFilm(1), 7.5, on: bench.time.now)
            await bench.account.give(accountFilm(2), 0.5)
            await bench.account.give(accountFilm(3), 9.5)

            try await bench.run()

            #expect(await bench.account.writes == [.rate(1, 7.5)])
            #expect(try bench.ratings() == [1: 7.5, 2: 0.5, 3: 9.5])
        }
    }

    @Test func aSecondSyncRightAfterSendsNothingAndReadsOnlyTheLists() async throws {
        try await withSyncBench { bench in
            try bench.library.addToWatchlist(libraryFilm(1), on: bench.time.now)
            try bench.library.rate(libraryFilm(2), 7, on: bench.time.now)
            await bench.account.putOnWatchlist(accountFilm(3))
            await bench.account.give(accountFilm(4), 4.5)
            try await bench.run()
            await bench.account.forgetCounts()
            let before = try bench.library.archive()

            let report = try await bench.run()

            #expect(report.plan.isEmpty && !report.plan.isFirstSync)
            #expect(await bench.account.writes.isEmpty)
            #expect(await bench.account.reads == 2)
            #expect(try bench.library.archive() == before)
        }
    }
}
