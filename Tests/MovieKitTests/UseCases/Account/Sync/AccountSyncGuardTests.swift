import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// The guard: removing more than a tenth of a list and more than five films removes nothing unless
/// confirmed; an account's list that comes back empty or far shorter is not believed. And
/// `--dry-run`'s plan, which changes nothing.
@Suite struct AccountSyncGuardTests {
    /// A bench synced once with films 1 to `count` on both watchlists.
    private func synced(watchlist count: Int, _ body: (SyncBench) async throws -> Void) async throws {
        try await withSyncBench { bench in
            for id in 1...count { try bench.library.addToWatchlist(libraryFilm(id), on: bench.time.now) }
            try await bench.run()
            await bench.account.forgetCounts()
            try await body(bench)
        }
    }

    @Test func removingMoreThanATenthAndMoreThanFiveFilmsIsStoppedAndNamed() async throws {
        try await synced(watchlist: 20) { bench in
            for id in 1...6 { try bench.library.removeFromWatchlist(libraryFilm(id)) }

            await #expect(
                throws: AccountSyncError.guarded([
                    .init(reason: .tooManyRemovals, side: .account, list: .watchlist, count: 6, of: 20)
                ])
            ) {
                try await bench.run()
            }
            #expect(await bench.account.writes.isEmpty)
            #expect(await bench.account.watchlistIDs.count == 20)
        }
    }

    @Test func filmsGoneFromTheAccountAreGuardedOnYourSideToo() async throws {
        try await synced(watchlist: 20) { bench in
            for id in 1...6 { await bench.account.takeOffWatchlist(id) }
            let stop = AccountSyncGuard.Stop(
                reason: .tooManyRemovals, side: .library, list: .watchlist, count: 6, of: 20)

            await #expect(throws: AccountSyncError.guarded([stop])) { try await bench.run() }
            let kept = try bench.watchlist()
            #expect(kept.count == 20)
        }
    }

    @Test func aConfirmedSyncRemovesWhatTheGuardStopped() async throws {
        try await synced(watchlist: 20) { bench in
            for id in 1...6 { try bench.library.removeFromWatchlist(libraryFilm(id)) }

            let report = try await bench.run(confirmed: true)

            #expect(await bench.account.watchlistIDs == Array(7...20))
            #expect(report.plan.guardStops.map(\.count) == [6])
        }
    }

    @Test(arguments: [(listed: 20, removed: 5), (listed: 70, removed: 7)])
    func removingFiveFilmsOrATenthIsNotStopped(listed: Int, removed: Int) async throws {
        try await synced(watchlist: listed) { bench in
            for id in 1...removed { await bench.account.takeOffWatchlist(id) }

            let report = try await bench.run()

            #expect(report.plan.guardStops.isEmpty)
            #expect(try bench.watchlist().count == listed - removed)
        }
    }

    @Test func removingTwoFilmsAtEachOfElevenSyncsIsStoppedOnceTheyAddUpSinceTheLastSyncYouConfirmed()
        async throws
    {
        try await synced(watchlist: 23) { bench in
            var stopped: [AccountSyncGuard.Stop] = []
            for round in 0..<11 {
                for id in [2 * round + 1, 2 * round + 2] { try bench.library.removeFromWatchlist(libraryFilm(id)) }
                do {
                    try await bench.run()
                } catch AccountSyncError.guarded(let stops) {
                    stopped += stops
                }
            }

            #expect(await bench.account.watchlistIDs == Array(5...23), "the guard was walked around")
            #expect(
                stopped.first
                    == .init(
                        reason: .tooManyRemovals, side: .account, list: .watchlist, count: 2, of: 23,
                        removedSince: 4))
            #expect(
                stopped.first?.description
                    == "the sync would remove 2 of the 23 films of your TMDB account's watchlist, 6 with the 4 "
                    + "removed since the last sync you confirmed (more than 10% and more than 5)")
        }
    }

    @Test func aConfirmedSyncIsTheNewBaselineOfTheGuard() async throws {
        try await synced(watchlist: 23) { bench in
            for id in 1...8 { try bench.library.removeFromWatchlist(libraryFilm(id)) }
            try await bench.run(confirmed: true)
            for round in 0..<2 {
                for id in [9 + 2 * round, 10 + 2 * round] { try bench.library.removeFromWatchlist(libraryFilm(id)) }
                try await bench.run()
            }

            #expect(await bench.account.watchlistIDs == Array(13...23))
            for id in [13, 14] { try bench.library.removeFromWatchlist(libraryFilm(id)) }
            let plan = try await bench.sync().plan()
            #expect(
                plan.guardStops == [
                    .init(
                        reason: .tooManyRemovals, side: .account, list: .watchlist, count: 2, of: 15, removedSince: 4)
                ])
        }
    }

    @Test func anAccountWatchlistThatComesBackEmptyIsNotBelieved() async throws {
        try await synced(watchlist: 8) { bench in
            await bench.account.answerWatchlistEmpty()

            await #expect(throws: AccountSyncError.self) { try await bench.run() }
            let plan = try await bench.sync().plan()
            #expect(
                plan.guardStops.contains(
                    .init(reason: .listNotBelieved, side: .account, list: .watchlist, count: 8, of: 0)))
            #expect(try bench.watchlist().count == 8)
        }
    }

    @Test func anAccountListFarShorterWhileYouRemovedNoneIsNotBelieved() async throws {
        try await synced(watchlist: 30) { bench in
            for id in 1...16 { await bench.account.takeOffWatchlist(id) }

            let plan = try await bench.sync().plan()

            #expect(
                plan.guardStops.contains(
                    .init(reason: .listNotBelieved, side: .account, list: .watchlist, count: 16, of: 14)))
        }
    }

    @Test func aPlanChangesNothingOnEitherSideAndIsWhatTheSyncDoes() async throws {
        try await withSyncBench { bench in
            try bench.library.addToWatchlist(libraryFilm(1), on: bench.time.now)
            try bench.library.rate(libraryFilm(2), 6, on: bench.time.now)
            await bench.account.putOnWatchlist(accountFilm(3))
            await bench.account.give(accountFilm(2), 8)
            let before = try bench.library.archive()

            let plan = try await bench.sync().plan()

            #expect(await bench.account.writes.isEmpty)
            #expect(try bench.library.archive() == before)
            #expect(try AccountSync.status(of: bench.library).lastSync == nil)
            #expect(plan.account.watchlistAdds == [accountFilm(1)])
            #expect(plan.library.watchlistAdds == [accountFilm(3)])
            #expect(plan.account.ratings == [AccountSyncRating(film: accountFilm(2), rating: 6, was: 8)])
            #expect(plan.conflicts.count == 1)
            #expect(try await bench.sync().run().plan == plan)
        }
    }
}
