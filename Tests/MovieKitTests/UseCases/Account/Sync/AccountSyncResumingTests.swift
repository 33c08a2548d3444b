import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// A sync cut off at any moment is completed by the next, each film once on each side; a film TMDB
/// refuses again and again is set aside and named; and changes made while a sync runs are kept for
/// the next.
@Suite struct AccountSyncResumingTests {
    /// Films on both sides, some on one only, ratings to carry each way and one to reconcile.
    private func setUp(_ bench: SyncBench) async throws {
        for id in 1...4 { try bench.library.addToWatchlist(libraryFilm(id), on: bench.time.now) }
        try bench.library.rate(libraryFilm(5), 7.5, on: bench.time.now)
        try bench.library.rate(libraryFilm(6), 3, on: bench.time.now)
        for id in 3...8 { await bench.account.putOnWatchlist(accountFilm(id)) }
        await bench.account.give(accountFilm(9), 8.5)
        await bench.account.give(accountFilm(6), 9)
    }

    @Test(arguments: 0..<4, [false, true])
    func aSyncCutOffAfterAnyWriteIsCompletedByTheNext(writes: Int, answerLost: Bool) async throws {
        try await withSyncBench { bench in
            try await setUp(bench)
            await bench.account.cutOff(after: writes, takingTheLast: answerLost)
            await #expect(throws: AccountError.unreachable) { try await bench.run() }
            #expect(try bench.isWhole())

            await bench.account.cutOff(after: nil)
            try await bench.run()

            // Films 5 and 6, rated here, stay on the account's watchlist and are not put on yours.
            #expect(try bench.watchlist() == Set(1...8).subtracting([5, 6]))
            #expect(await bench.account.watchlistIDs == Array(1...8))
            #expect(try bench.ratings() == [5: 7.5, 6: 3, 9: 8.5])
            #expect(await bench.account.ratingValues == [5: 7.5, 6: 3, 9: 8.5])
            await bench.account.forgetCounts()
            let again = try await bench.run()
            #expect(again.plan.isEmpty)
            #expect(await bench.account.writes.isEmpty)
        }
    }

    @Test func aFirstSyncKilledAfterTheAccountTookAFilmsWatchlistEntryStillRemovesNothing() async throws {
        try await withSyncBench { bench in
            // On your watchlist, rated on the account only: a first sync puts it on the account's
            // watchlist, then brings its rating here, keeping it on both watchlists.
            try bench.library.addToWatchlist(libraryFilm(1), on: bench.time.now)
            await bench.account.give(accountFilm(1), 8)
            // Where a sync killed between the two leaves it: the account took the watchlist entry,
            // the sync remembered that list alone, your library has no rating yet.
            await bench.account.putOnWatchlist(accountFilm(1))
            let watchlistOnly = AccountSyncMemory(onWatchlist: true, ratingHalves: nil)
            try bench.library.saveAccountSync(
                [AccountSyncFilmRecord(film: accountFilm(1), here: watchlistOnly, there: watchlistOnly)])

            try await bench.run()

            #expect(try bench.watchlist() == [1])
            #expect(await bench.account.watchlistIDs == [1])
            #expect(try bench.ratings() == [1: 8])
            #expect(await bench.account.ratingValues == [1: 8])
        }
    }

    @Test func aFilmRefusedAgainAndAgainIsSetAsideAndNamed() async throws {
        try await withSyncBench { bench in
            try bench.library.addToWatchlist(libraryFilm(1), on: bench.time.now)
            try bench.library.addToWatchlist(libraryFilm(2), on: bench.time.now)
            await bench.account.refuse(2)

            var reports: [AccountSyncReport] = []
            for _ in 0..<AccountSync.refusalsBeforeSettingAside { reports.append(try await bench.run()) }

            #expect(reports.map { $0.refused.map(\.film.tmdbID) } == [[2], [2], [2]])
            #expect(reports.map(\.setAside) == [[], [], [accountFilm(2)]])
            #expect(await bench.account.watchlistIDs == [1])
            await bench.account.forgetCounts()
            let later = try await bench.run()
            #expect(later.plan.setAside == [accountFilm(2)])
            #expect(await bench.account.writes.isEmpty)
            #expect(try bench.watchlist() == [1, 2])
        }
    }

    @Test func sixteenWritersDuringASyncKeepEveryChangeForTheNextSync() async throws {
        try await withSyncBench { bench in
            for id in 1...40 { await bench.account.putOnWatchlist(accountFilm(id)) }
            try await bench.run()
            for id in 41...60 { await bench.account.putOnWatchlist(accountFilm(id)) }
            let file = bench.file
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { _ = try await bench.sync().run(confirmed: true) }
                for writer in 0..<16 {
                    group.addTask {
                        let library = try FilmLibrary.open(at: file)
                        defer { try? library.close() }
                        try library.addToWatchlist(libraryFilm(100 + writer), on: Date())
                        try library.rate(libraryFilm(200 + writer), YourRating(halves: 1 + writer) ?? 5, on: Date())
                        if writer < 8 { try library.removeFromWatchlist(libraryFilm(1 + writer)) }
                    }
                }
                try await group.waitForAll()
            }
            try await bench.run(confirmed: true)

            let expected = Set(9...60).union(100..<116)
            #expect(try bench.watchlist() == expected)
            #expect(Set(await bench.account.watchlistIDs) == expected)
            #expect(await bench.account.ratingValues.count == 16)
            #expect(try bench.ratings().count == 16)
            #expect(try bench.isWhole())
        }
    }
}
