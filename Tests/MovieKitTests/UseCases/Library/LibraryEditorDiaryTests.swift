import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// A viewing removed or changed by ``LibraryEditor`` (issue 43): found in your diary alone, by id
/// or title and the day, each change stamped and each removal a tombstone.
struct LibraryEditorDiaryTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    /// A library whose clock reads `start`, then a minute later, and so on, with Twice watched on
    /// 2024-03-01 (rated 7, tagged cinema and home) and 2024-05-01, and Once on 2024-06-01.
    static func library() throws -> FilmLibrary {
        let time = ManualTime(start)
        let library = try FilmLibrary.inMemory {
            time.advance(milliseconds: 60_000)
            return time.now
        }
        try library.log(
            Viewing(
                film: tmdbFilm(2, "Twice"), watchedOn: day("2024-03-01"), markedOn: day("2024-03-01"), rating: 7,
                tags: ["cinema", "home"]))
        try library.log(Viewing(film: tmdbFilm(2, "Twice"), watchedOn: day("2024-05-01"), markedOn: day("2024-05-01")))
        try library.log(Viewing(film: tmdbFilm(3, "Once"), watchedOn: day("2024-06-01"), markedOn: day("2024-06-01")))
        return library
    }

    static func editor(_ library: FilmLibrary) throws -> LibraryEditor {
        try LibraryEditor(library: library, calendar: LibraryCalendar(now: { day("2026-11-26") }, timeZone: .gmt))
    }

    @Test func removesAFilmsOnlyViewingByTitleLeavingATombstone() throws {
        let library = try Self.library()
        let before = Self.start.addingTimeInterval(200)
        let removed = try Self.editor(library).removeViewing(
            of: .title(try MovieSearch("once")), on: nil, of: .tmdb)
        #expect(removed.film.id == 3 && removed.watchedOn == day("2024-06-01"))
        #expect(try library.diary(of: .tmdb).map(\.film.id) == [2, 2])
        let removals = try library.changes(since: before).removals
        #expect(removals.map(\.entry) == [.viewing(try #require(removed.id))])
    }

    @Test func aFilmWatchedSeveralTimesNeedsTheDayOfOne() throws {
        let library = try Self.library()
        #expect(
            throws: LibraryEditError(
                .severalViewings(tmdbFilm(2, "Twice"), [.on(day("2024-05-01")), .on(day("2024-03-01"))]))
        ) {
            try Self.editor(library).removeViewing(of: .id(2), on: nil, of: .tmdb)
        }
        #expect(
            throws: LibraryEditError(
                .noViewingOn(
                    tmdbFilm(2, "Twice"), .on(day("2024-04-01")), [.on(day("2024-05-01")), .on(day("2024-03-01"))]))
        ) {
            try Self.editor(library).removeViewing(of: .id(2), on: .on(day("2024-04-01")), of: .tmdb)
        }
        #expect(throws: LibraryEditError(.notInDiary(.id(9)))) {
            try Self.editor(library).removeViewing(of: .id(9), on: nil, of: .tmdb)
        }
        #expect(try library.diary(of: .tmdb).count == 3)
    }

    @Test func changingADayRatingAndReviewStampsTheViewingAndTagsKeepTheirTimes() throws {
        let library = try Self.library()
        let logged = try #require(try library.diary(of: .tmdb).first { $0.watchedOn == day("2024-03-01") })
        let tagTime = try #require(try library.changes(since: .distantPast).tags.first { $0.tag == "home" }?.changedAt)
        let change = try Self.editor(library).changeViewing(
            of: .id(2), on: .on(day("2024-03-01")), of: .tmdb,
            ViewingEdit(
                watchedOn: day("2024-03-02"), rating: .set(8.5), addedTags: ["late"], removedTags: ["cinema"],
                review: .set("Better.")))
        #expect(change.before == logged)
        #expect(change.after.watchedOn == day("2024-03-02") && change.after.rating == 8.5)
        #expect(change.after.tags == ["home", "late"] && change.after.review == "Better.")
        #expect(change.after.id == logged.id)
        let stamped = try #require(change.after.changedAt)
        #expect(try #require(logged.changedAt) < stamped)
        let kept = try #require(try library.diary(of: .tmdb).first { $0.id == logged.id })
        #expect(kept == change.after)
        let tags = try library.changes(since: .distantPast).tags
        #expect(tags.first { $0.tag == "home" }?.changedAt == tagTime)
        #expect(tags.first { $0.tag == "late" }?.changedAt == stamped)
        #expect(try library.ratings(of: .tmdb).first?.rating == 8.5)
        let removals = try library.changes(since: .distantPast).removals
        #expect(removals.map(\.entry) == [.tag("cinema", viewing: try #require(logged.id))])
    }

    @Test func takingARatingAwayLeavesTheFilms() throws {
        let library = try Self.library()
        let change = try Self.editor(library).changeViewing(
            of: .id(2), on: .on(day("2024-03-01")), of: .tmdb, ViewingEdit(rating: .remove))
        #expect(change.before.rating == 7 && change.after.rating == nil)
        #expect(try library.ratings(of: .tmdb).first?.rating == 7)
    }
}
