import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Libraries on three machines in step through one folder (issue 62): each field of an entry is
/// the latest change's, by a hybrid logical clock; the same changes give the same library in any
/// order, each counted once.
@Suite struct FolderSyncMergeTests {
    /// Three machines whose libraries each changed: some entries alike, some apart, some the same
    /// entry's other fields.
    static func machinesWithEdits(in folder: URL) throws -> [LibraryOnAMachine] {
        let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
        let desktop = try LibraryOnAMachine("desktop", syncingThrough: folder)
        let tablet = try LibraryOnAMachine("tablet", syncingThrough: folder)
        try laptop.library.addToWatchlist(tmdbFilm(1), on: day("2026-03-01"))
        try laptop.library.rate(tmdbFilm(2), 7, on: day("2026-03-02"))
        desktop.time.advance(milliseconds: 5)
        try desktop.library.rate(tmdbFilm(2), 9, on: day("2026-03-03"))
        try desktop.library.log(
            Viewing(film: tmdbFilm(3), watchedOn: day("2026-03-04"), markedOn: day("2026-03-04"), tags: ["cinema"]))
        tablet.time.advance(milliseconds: 2)
        try tablet.library.addToWatchlist(tmdbFilm(4), on: day("2026-03-05"))
        try tablet.library.addToWatchlist(tmdbFilm(1), on: day("2026-03-06"))
        return [laptop, desktop, tablet]
    }

    @Test(arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
    func threeLibrariesEndEqualWhateverOrderTheySyncIn(order: [Int]) async throws {
        try await withTemporaryFolder { folder in
            let machines = try Self.machinesWithEdits(in: folder)
            for index in order + order { try machines[index].sync() }
            let holdings = try machines.map { try $0.holdings() }
            #expect(holdings[0] == holdings[1] && holdings[1] == holdings[2])
            #expect(holdings[0].contains("rating tmdb:2 9 on 2026-03-03"), "the later rating wins: \(holdings[0])")
            #expect(holdings[0].contains("watchlist tmdb:1 added 2026-03-06"))
            // Film 2 rated on two machines is marked seen on each: two viewings of their own ids.
            #expect(holdings[0].count(where: { $0.hasPrefix("viewing") }) == 3)
        }
    }

    @Test func aChangeMadeAfterSeeingOneFromAClockADayAheadWins() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let ahead = try LibraryOnAMachine(
                "desktop", syncingThrough: folder, time: ManualTime(laptop.time.at(86_400_000)))
            // Its today is the laptop's tomorrow.
            try ahead.library.rate(tmdbFilm(2), 9, on: day("2026-03-11"))
            try ahead.sync()
            try laptop.sync()
            try laptop.library.rate(tmdbFilm(2), 4, on: day("2026-03-10"))
            try laptop.sync()
            try ahead.sync()
            #expect(try ahead.library.ratings(of: .tmdb).map(\.rating) == [4])
            #expect(try laptop.library.ratings(of: .tmdb).map(\.rating) == [4])
        }
    }

    @Test func aRemovalWinsOverAnOlderAddAndLosesToALaterOne() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let desktop = try LibraryOnAMachine("desktop", syncingThrough: folder)
            try laptop.library.addToWatchlist(tmdbFilm(1), on: day("2026-03-10"))
            try laptop.sync()
            try desktop.sync()
            desktop.time.advance(milliseconds: 10)
            try desktop.library.removeFromWatchlist(tmdbFilm(1))
            try desktop.sync()
            try laptop.sync()
            #expect(try laptop.library.watchlist(of: .tmdb).isEmpty)
            laptop.time.advance(milliseconds: 20)
            try laptop.library.addToWatchlist(tmdbFilm(1), on: day("2026-03-11"))
            try laptop.sync()
            try desktop.sync()
            #expect(try desktop.library.watchlist(of: .tmdb).map(\.added) == [day("2026-03-11")])
            #expect(try laptop.holdings() == desktop.holdings())
        }
    }

    @Test func editsOfAViewingsOtherFieldsOnTwoMachinesBothStay() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let desktop = try LibraryOnAMachine("desktop", syncingThrough: folder)
            let id = try laptop.library.log(
                Viewing(film: tmdbFilm(3), watchedOn: day("2026-03-04"), markedOn: day("2026-03-04")))
            try laptop.sync()
            try desktop.sync()
            laptop.time.advance(milliseconds: 10)
            desktop.time.advance(milliseconds: 20)
            try laptop.library.retag(viewing: id, ["friends"])
            _ = try desktop.library.changeViewing(
                id, ViewingEdit(review: .set("Better the second time.")), ratedOn: day("2026-03-10"))
            try laptop.sync()
            try desktop.sync()
            try laptop.sync()
            let viewing = try laptop.library.diary(of: .tmdb).first
            #expect(viewing?.tags == ["friends"])
            #expect(viewing?.review == "Better the second time.")
            #expect(try laptop.holdings() == desktop.holdings())
        }
    }

    @Test func aChangeIsTakenOnceHoweverOftenItComesBack() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let desktop = try LibraryOnAMachine("desktop", syncingThrough: folder)
            try laptop.library.rate(tmdbFilm(2), 7, on: day("2026-03-02"))
            #expect(try laptop.sync().sent == 2)
            #expect(try desktop.sync().taken == 2)
            let again = try desktop.sync()
            #expect(again.taken == 0 && again.sent == 0)
            #expect(try laptop.sync() == FolderSyncReport())
            let before = try desktop.holdings()
            let echo = folder.appendingPathComponent("movies-laptop.sync-conflict-20260310-093000-ABCDEFG.jsonl")
            try FileManager.default.copyItem(at: laptop.changeFile, to: echo)
            #expect(try desktop.sync().taken == 0)
            #expect(try desktop.holdings() == before)
        }
    }

    /// A machine that made an entry as another had (from the TMDB account the other sent it to)
    /// sends nothing of it, and the other takes nothing back: an add, then a removal.
    @Test func anEntryMadeAlikeOnTwoMachinesIsNotSentBackNorTakenAgain() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let desktop = try LibraryOnAMachine("desktop", syncingThrough: folder)
            try laptop.library.addToWatchlist(tmdbFilm(1), on: day("2026-03-01"))
            try laptop.sync()
            desktop.time.advance(milliseconds: 10)
            try desktop.library.addToWatchlist(tmdbFilm(1), on: day("2026-03-01"))
            let made = try desktop.sync()
            #expect(made.sent == 0 && made.taken == 1)
            #expect(try laptop.sync() == FolderSyncReport())

            try laptop.library.removeFromWatchlist(tmdbFilm(1))
            try laptop.sync()
            desktop.time.advance(milliseconds: 10)
            try desktop.library.removeFromWatchlist(tmdbFilm(1))
            let removed = try desktop.sync()
            #expect(removed.sent == 0 && removed.taken == 1)
            #expect(try laptop.sync() == FolderSyncReport())
            #expect(try laptop.holdings() == desktop.holdings())
        }
    }
}
