import Foundation
import MovieKit
import Testing

/// `FilmLibrary.importEntries` of viewings that stand for a media server's plays: each play is
/// one viewing, by its own id, however many of its film are undated or of its day.
@Suite struct ServerPlayImportTests {
    let library: FilmLibrary
    static let lantern = tmdbFilm(100001, "The Paper Lantern", year: 2016)

    init() throws {
        library = try FilmLibrary.inMemory()
    }

    /// The writes a film played `count` times gives: the last on `lastDay`, the others undated.
    static func plays(_ count: Int, lastDay: String?, item: String = "item-1") -> [ImportedWrite] {
        (1...count).map { number in
            let play = ServerPlay(server: "jellyfin:server-1", user: "user-1", item: item, number: number)
            let entry = ImportedEntry(
                film: ImportedFilm(title: "The Paper Lantern", year: 2016, match: .title), play: play,
                watchedOn: number == count ? lastDay.map(day) : nil, markedOn: day(lastDay ?? "2026-11-01"),
                changedAt: day(lastDay ?? "2026-11-01"))
            return ImportedWrite(entry: entry, film: lantern)
        }
    }

    /// Your diary, as "day" or "seen" per viewing, sorted.
    func diary() throws -> [String] {
        try library.diary(of: .tmdb).map { $0.watchedOn.map(APIDate.format) ?? "seen" }.sorted()
    }

    @Test func threePlaysAreThreeViewingsTheLastOnItsDayTheOthersUndated() throws {
        let changes = try library.importEntries(Self.plays(3, lastDay: "2026-11-21"))
        #expect(changes == [.added, .added, .added])
        #expect(try diary() == ["2026-11-21", "seen", "seen"])
    }

    @Test func importedAgainNothingIsAddedAndOneMorePlayAddsExactlyOne() throws {
        _ = try library.importEntries(Self.plays(3, lastDay: "2026-11-21"))
        #expect(
            try library.importEntries(Self.plays(3, lastDay: "2026-11-21")) == [.unchanged, .unchanged, .unchanged])
        let later = try library.importEntries(Self.plays(4, lastDay: "2026-11-28"))
        #expect(later == [.unchanged, .unchanged, .unchanged, .added])
        #expect(try diary() == ["2026-11-21", "2026-11-28", "seen", "seen"])
    }

    @Test func aPlayOfAnotherCopyOfTheFilmOnTheSameDayIsTakenAsTheSameViewing() throws {
        // Two items of one film (its 4K and its HD copy) played the same day: one viewing.
        _ = try library.importEntries(Self.plays(1, lastDay: "2026-11-21"))
        #expect(try library.importEntries(Self.plays(1, lastDay: "2026-11-21", item: "item-2")) == [.unchanged])
        #expect(try diary() == ["2026-11-21"])
    }

    @Test func aViewingLoggedByHandOnTheDayIsThePlayAndIsNotDoubledLater() throws {
        try library.log(Viewing(film: Self.lantern, watchedOn: day("2026-11-21"), markedOn: day("2026-11-21")))
        #expect(try library.importEntries(Self.plays(1, lastDay: "2026-11-21")) == [.unchanged])
        #expect(try diary() == ["2026-11-21"])
        // One more play: the one logged by hand is not added again, now without a day.
        #expect(try library.importEntries(Self.plays(2, lastDay: "2026-11-28")) == [.passedBy(.removedSince), .added])
        #expect(try diary() == ["2026-11-21", "2026-11-28"])
    }

    @Test func aPlayOnADayWhoseOnlyViewingIsAnEarlierPlayIsAddedToo() throws {
        _ = try library.importEntries(Self.plays(1, lastDay: "2026-11-21"))
        // Played again the same day: the day's viewing is this item's first play, not one by hand.
        #expect(try library.importEntries(Self.plays(2, lastDay: "2026-11-21")) == [.unchanged, .added])
        #expect(try diary() == ["2026-11-21", "2026-11-21"])
    }

    @Test func aPlayWhoseViewingYouRemovedIsNotBroughtBack() throws {
        _ = try library.importEntries(Self.plays(2, lastDay: "2026-11-21"))
        let undated = try #require(try library.diary(of: .tmdb).first { $0.watchedOn == nil }?.id)
        #expect(try library.removeViewing(undated))
        #expect(
            try library.importEntries(Self.plays(2, lastDay: "2026-11-21")) == [.passedBy(.removedSince), .unchanged])
        #expect(try diary() == ["2026-11-21"])
    }

    @Test func aPlayImportedAsAnotherFilmIsNotAddedAgainForAFilmNewToTheLibrary() throws {
        _ = try library.importEntries(Self.plays(1, lastDay: "2026-11-21"))
        // The server now names the item another film, one the library has no row of: its play is
        // still the viewing imported before, by the play's id.
        let renamed = Self.plays(1, lastDay: "2026-11-21").map { write in
            ImportedWrite(entry: write.entry, film: tmdbFilm(100002, "The Paper Lantern", year: 2016))
        }
        #expect(try library.importEntries(renamed) == [.unchanged])
        #expect(try diary() == ["2026-11-21"])
    }

    @Test func aDryRunSaysWhatItWouldAddAndWritesNothing() throws {
        #expect(try library.importEntries(Self.plays(2, lastDay: "2026-11-21"), dryRun: true) == [.added, .added])
        #expect(try diary().isEmpty)
    }

    @Test func anUndatedViewingOfAnotherImportStillDefersToOneThere() throws {
        // What other imports do is unchanged: an undated mark is added only for a film with no viewing.
        _ = try library.importEntries(Self.plays(1, lastDay: nil))
        let mark = ImportedEntry(
            film: ImportedFilm(title: "The Paper Lantern", year: 2016, match: .title),
            record: .viewing(
                watchedOn: nil, markedOn: day("2026-11-02"), rewatch: false, rating: nil, tags: [], review: nil))
        #expect(try library.importEntries([ImportedWrite(entry: mark, film: Self.lantern)]) == [.unchanged])
        #expect(try diary() == ["seen"])
    }
}
