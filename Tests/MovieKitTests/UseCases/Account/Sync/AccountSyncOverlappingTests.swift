import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Syncs that overlap end where the same syncs one at a time end (issue 57's first scenario,
/// scaled down): one sync at a time per library, none applies what it read before another wrote.
@Suite struct AccountSyncOverlappingTests {
    /// Both sides synced once (films 1–40 on both watchlists, 41–60 rated 7 on both, film 70 rated
    /// 6 on both), then changed on each side: the account takes 1–5 off its watchlist, adds
    /// 101–105 and rates 16–20 and 61–65; here, 6–10 are taken off, 11–15 rated 4.5 and the
    /// ratings of 41–45 taken away.
    private func changedOnBothSides(_ bench: SyncBench) async throws {
        for id in 1...40 {
            try bench.library.addToWatchlist(libraryFilm(id), on: bench.time.now)
            await bench.account.putOnWatchlist(accountFilm(id))
        }
        for id in 41...60 {
            try bench.library.rate(libraryFilm(id), 7, on: bench.time.now)
            await bench.account.give(accountFilm(id), 7)
        }
        try bench.library.rate(libraryFilm(70), 6, on: bench.time.now)
        await bench.account.give(accountFilm(70), 6)
        try await bench.run(confirmed: true)

        for id in 1...5 { await bench.account.takeOffWatchlist(id) }
        for id in 101...105 { await bench.account.putOnWatchlist(accountFilm(id)) }
        for id in Array(16...20) + Array(61...65) { await bench.account.give(accountFilm(id), 8) }
        for id in 6...10 { try bench.library.removeFromWatchlist(libraryFilm(id)) }
        for id in 11...15 { try bench.library.rate(libraryFilm(id), 4.5, on: bench.time.now) }
        for id in 41...45 { try bench.library.removeRating(of: libraryFilm(id)) }
        await bench.account.answer(after: .milliseconds(2), reads: .milliseconds(3), pageSize: 4)
    }

    /// What both sides hold, and how many viewings your diary has.
    private struct Sides: Equatable {
        var watchlist: Set<Int>
        var ratings: [Int: Double]
        var accountWatchlist: [Int]
        var accountRatings: [Int: Double]
        var viewings: Int

        init(_ bench: SyncBench) async throws {
            watchlist = try bench.watchlist()
            ratings = try bench.ratings()
            accountWatchlist = await bench.account.watchlistIDs
            accountRatings = await bench.account.ratingValues
            viewings = try bench.library.diary(of: .tmdb).count
        }
    }

    /// Starts `count` syncs `apart` from one another and waits for them all.
    private func overlapping(_ count: Int, apart: Duration, on bench: SyncBench) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<count {
                group.addTask {
                    try await Task.sleep(for: apart * index)
                    _ = try await bench.sync().run(confirmed: true)
                }
            }
            try await group.waitForAll()
        }
    }

    @Test(arguments: [7, 23, 41, 60])
    func threeSyncsThenTwoOverlappingEndAsTheSameSyncsOneAtATime(millisecondsApart: Int) async throws {
        let apart = Duration.milliseconds(millisecondsApart)
        let control = try await withSyncBench { bench in
            try await changedOnBothSides(bench)
            for _ in 0..<5 { try await bench.run(confirmed: true) }
            return try await Sides(bench)
        }
        let overlapped = try await withSyncBench { bench in
            try await changedOnBothSides(bench)
            try await overlapping(3, apart: apart, on: bench)
            try await overlapping(2, apart: apart, on: bench)
            try await overlapping(10, apart: apart, on: bench)
            let sides = try await Sides(bench)
            let after = try await bench.run(confirmed: true)
            #expect(after.plan.isEmpty, "the sync after the last still changed \(after.plan)")
            return sides
        }

        #expect(overlapped == control)
        #expect(overlapped.accountRatings[70] == 6, "a rating nobody touched was lost")
        #expect(Set(overlapped.accountWatchlist) == overlapped.watchlist)
        #expect(overlapped.accountRatings == overlapped.ratings)
    }

    @Test func aRatingFromTheAccountTakesTheFilmOffYourWatchlistWithoutMarkingItSeen() async throws {
        try await withSyncBench { bench in
            try await changedOnBothSides(bench)
            let viewings = try bench.library.diary(of: .tmdb).count

            try await bench.run(confirmed: true)

            #expect(try bench.ratings()[16] == 8)
            #expect(try !bench.watchlist().contains(16))
            #expect(
                try bench.library.diary(of: .tmdb).count == viewings, "a rating from the account marked a film seen")
        }
    }

    @Test func aSyncThatReadBothSidesBeforeAnotherWroteLeavesWhatTheOtherDid() async throws {
        try await withSyncBench { bench in
            try await changedOnBothSides(bench)
            await bench.account.takeOffWatchlist(30)
            let stale = try await bench.sync().prepare()
            try await bench.run(confirmed: true)
            try bench.library.addToWatchlist(libraryFilm(30), on: bench.time.now)
            try await bench.run(confirmed: true)
            let before = try await Sides(bench)

            let report = try await bench.sync().carryOut(stale)

            #expect(try await Sides(bench) == before, "a sync applied what it read before another wrote")
            #expect(try bench.watchlist().contains(30))
            #expect(report.madeInLibrary == 0)
        }
    }

    @Test func aSecondSyncWaitsForTheFirstAndSaysSo() async throws {
        try await withSyncBench { bench in
            try await changedOnBothSides(bench)
            await bench.account.forgetCounts()
            let held = try await AccountSyncLock(of: bench.library, waiting: .refuse)
            let told = Told()
            let second = Task { try await bench.sync().run(confirmed: true, waiting: .wait { told.tell() }) }
            try await Task.sleep(for: AccountSyncLock.pause * 3)
            #expect(told.times == 1)
            #expect(await bench.account.reads == 0, "the second sync read the account while the first held it")

            withExtendedLifetime(held) {}
            _ = consume held
            let report = try await second.value

            #expect(!report.plan.isEmpty)
            #expect(told.times == 1)
        }
    }

    @Test func aSecondSyncNotToWaitIsRefusedAndChangesNothing() async throws {
        try await withSyncBench { bench in
            try await changedOnBothSides(bench)
            let before = try await Sides(bench)
            let held = try await AccountSyncLock(of: bench.library, waiting: .refuse)

            await #expect(throws: AccountSyncError.busy) {
                try await bench.sync().run(confirmed: true, waiting: .refuse)
            }

            #expect(try await Sides(bench) == before)
            withExtendedLifetime(held) {}
        }
    }
}

/// How many times a waiting sync said it waits.
private final class Told: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func tell() { lock.withLock { count += 1 } }
    var times: Int { lock.withLock { count } }
}
