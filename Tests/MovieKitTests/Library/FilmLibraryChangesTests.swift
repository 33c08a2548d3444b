import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// A library ready to sync (issue 42): every entry records when it last changed, to the
/// millisecond, a removal leaves a tombstone, and ``FilmLibrary/changes(since:)`` says what
/// changed after a moment, removals included.
@Suite struct FilmLibraryChangesTests {
    let time = ManualTime()
    let library: FilmLibrary

    init() throws {
        library = try FilmLibrary.inMemory(now: time.clock)
    }

    /// The moment `milliseconds` before now.
    func before(_ milliseconds: Int) -> Date {
        time.at(-milliseconds)
    }

    @Test func eachEntryRecordsWhenItLastChangedToTheMillisecond() throws {
        let added = time.now
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-03-10"))
        time.advance(milliseconds: 1)
        let logged = time.now
        try library.log(
            Viewing(film: tmdbFilm(2), watchedOn: day("2026-03-09"), markedOn: day("2026-03-10"), tags: ["home"]))
        time.advance(milliseconds: 1)
        try library.rate(tmdbFilm(3), 7, on: day("2026-03-10"))
        #expect(try library.watchlist(of: .tmdb).map(\.changedAt) == [added])
        #expect(try library.diary(of: .tmdb).first { $0.film.id == 2 }?.changedAt == logged)
        #expect(try library.ratings(of: .tmdb).map(\.changedAt) == [time.now])
        #expect(try library.changes(since: before(10_000)).tags.map(\.changedAt) == [logged])
        #expect(LibraryTime.milliseconds(added) == 1_773_135_000_250)
    }

    @Test func changesSinceAMomentHoldWhatChangedAfterItAsItIsNow() throws {
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-03-10"))
        try library.rate(tmdbFilm(2), 6, on: day("2026-03-10"))
        time.advance(milliseconds: 60_000)
        let moment = time.now
        time.advance(milliseconds: 1)
        try library.rate(tmdbFilm(2), 8, on: day("2026-03-10"))
        try library.addToWatchlist(tmdbFilm(3), on: day("2026-03-10"))
        let changes = try library.changes(since: moment)
        #expect(changes.ratings.map(\.rating) == [8])
        #expect(changes.watchlist.map(\.film.id) == [3])
        #expect(changes.removals.isEmpty && changes.diary.isEmpty)
        #expect(try library.changes(since: time.now).isEmpty)
    }

    @Test func aRemovalLeavesATombstoneSayingWhatAndWhen() throws {
        try library.addToWatchlist(tmdbFilm(1, "Saltwater"), on: day("2026-03-10"))
        try library.rate(tmdbFilm(2), 6, on: day("2026-03-10"))
        let moment = time.now
        time.advance(milliseconds: 5)
        #expect(try library.removeFromWatchlist(tmdbFilm(1)))
        #expect(try library.removeRating(of: tmdbFilm(2)))
        let changes = try library.changes(since: moment)
        #expect(
            Set(changes.removals)
                == [
                    LibraryRemoval(film: tmdbFilm(1, "Saltwater"), entry: .watchlist, removedAt: time.now),
                    LibraryRemoval(film: tmdbFilm(2), entry: .rating, removedAt: time.now),
                ])
        #expect(changes.watchlist.isEmpty && changes.ratings.isEmpty)
        // Nothing to remove, no tombstone.
        #expect(try !library.removeFromWatchlist(tmdbFilm(9)))
        #expect(try library.changes(since: moment).removals.count == 2)
    }

    @Test func anEntryAddedAgainClearsItsTombstone() throws {
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-03-10"))
        let moment = time.now
        time.advance(milliseconds: 1)
        try library.removeFromWatchlist(tmdbFilm(1))
        time.advance(milliseconds: 1)
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-03-10"))
        let changes = try library.changes(since: moment)
        #expect(changes.removals.isEmpty)
        #expect(changes.watchlist.map(\.changedAt) == [time.now])
        time.advance(milliseconds: 1)
        try library.removeFromWatchlist(tmdbFilm(1))
        #expect(try library.changes(since: moment).removals.map(\.removedAt) == [time.now])
        #expect(try library.archive().removals.count == 1)
    }

    @Test func theMomentIsComparedToTheMillisecond() throws {
        let changed = time.now
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-03-10"))
        #expect(try library.changes(since: changed).isEmpty, "a change in the moment's millisecond is not after it")
        #expect(try library.changes(since: changed.addingTimeInterval(0.0004)).isEmpty)
        #expect(try library.changes(since: changed.addingTimeInterval(-0.0004)).watchlist.count == 1)
        #expect(try library.changes(since: time.at(-1)).watchlist.count == 1)
    }

    @Test func aFilmSeenSinceItWasAddedLeavesTheWatchlistWithATombstone() throws {
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-03-01"))
        let moment = time.now
        time.advance(milliseconds: 1)
        try library.log(Viewing(film: tmdbFilm(1), watchedOn: day("2026-03-09"), markedOn: day("2026-03-10")))
        let changes = try library.changes(since: moment)
        #expect(changes.removals.map(\.entry) == [.watchlist])
        #expect(changes.diary.map(\.film.id) == [1])
    }

    @Test func aViewingRemovedLeavesATombstoneNamingItsId() throws {
        let id = try library.log(
            Viewing(film: tmdbFilm(1), watchedOn: day("2026-03-09"), markedOn: day("2026-03-10"), tags: ["home"]))
        #expect(try library.diary(of: .tmdb).map(\.id) == [id])
        let moment = time.now
        time.advance(milliseconds: 1)
        #expect(try library.removeViewing(id))
        #expect(try !library.removeViewing(id))
        #expect(try library.diary(of: .tmdb).isEmpty)
        #expect(
            try library.changes(since: moment).removals
                == [LibraryRemoval(film: tmdbFilm(1), entry: .viewing(id), removedAt: time.now)])
    }

    @Test func aTagTakenOffLeavesATombstoneAndOneKeptKeepsItsTime() throws {
        let tagged = time.now
        let id = try library.log(
            Viewing(
                film: tmdbFilm(1), watchedOn: day("2026-03-09"), markedOn: day("2026-03-10"),
                tags: ["home", "rain"]))
        time.advance(milliseconds: 1)
        let moment = time.now
        time.advance(milliseconds: 1)
        #expect(try library.retag(viewing: id, ["rain", "friends", " rain "]))
        #expect(try !library.retag(viewing: id, ["rain", "friends"]))
        #expect(try library.diary(of: .tmdb).first?.tags == ["rain", "friends"])
        let changes = try library.changes(since: moment)
        #expect(changes.tags.map(\.tag) == ["friends"])
        #expect(
            changes.removals == [
                LibraryRemoval(film: tmdbFilm(1), entry: .tag("home", viewing: id), removedAt: time.now)
            ])
        #expect(changes.diary.isEmpty, "a viewing's own change time is its fields'")
        let all = try library.changes(since: before(60_000)).tags
        #expect(all.first { $0.tag == "rain" }?.changedAt == tagged)
        time.advance(milliseconds: 1)
        #expect(try library.retag(viewing: id, ["home"]))
        #expect(
            try library.changes(since: moment).removals.map(\.entry) == [
                .tag("rain", viewing: id), .tag("friends", viewing: id),
            ])
    }

    @Test func anImportDoesNotBringBackWhatWasRemovedSinceItsEntryChanged() async throws {
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-03-01"))
        try library.rate(tmdbFilm(2), 7, on: day("2026-03-01"))
        let export = try library.archive()
        time.advance(milliseconds: 1)
        try library.removeFromWatchlist(tmdbFilm(1))
        try library.removeRating(of: tmdbFilm(2))
        let summary = try await LibraryImport(library: library, source: .tmdb) { _ in .unmatched }
            .run(export.batch, jobs: 1)
        #expect(summary.watchlist.removedSince == 1 && summary.ratings.removedSince == 1)
        #expect(summary.watchlist.unchanged == 0 && summary.ratings.unchanged == 0, "not there: not unchanged")
        #expect(try library.watchlist(of: .tmdb).isEmpty && library.ratings(of: .tmdb).isEmpty)
        // An export made after the removal brings nothing back either; one changed since does.
        var later = export
        later.watchlist[0].entry.changedAt = time.at(1)
        _ = try await LibraryImport(library: library, source: .tmdb) { _ in .unmatched }.run(later.batch, jobs: 1)
        #expect(try library.watchlist(of: .tmdb).map(\.film.id) == [1])
    }

    @Test func aViewingRemovedIsNotBroughtBackByAFileThatNamesItByItsDayAlone() async throws {
        let batch = ImportBatch(entries: [
            ImportedEntry(
                film: ImportedFilm(title: "Film", year: 2016, match: .known(tmdbFilm(1))),
                record: .viewing(
                    watchedOn: day("2026-03-01"), markedOn: day("2026-03-01"), rewatch: false, rating: nil, tags: [],
                    review: nil))
        ])
        _ = try await LibraryImport(library: library, source: .tmdb) { _ in .unmatched }.run(batch, jobs: 1)
        let id = try #require(try library.diary(of: .tmdb).first?.id)
        time.advance(milliseconds: 1)
        #expect(try library.removeViewing(id))
        let again = try await LibraryImport(library: library, source: .tmdb) { _ in .unmatched }.run(batch, jobs: 1)
        #expect(again.viewings.removedSince == 1 && again.viewings.unchanged == 0)
        #expect(try library.diary(of: .tmdb).isEmpty)
    }

    @Test func anImportedEntryKeepsItsChangeTimeAndIsRecordedWhenImported() async throws {
        let other = try FilmLibrary.inMemory(now: { Date(timeIntervalSince1970: 1_700_000_000) })
        try other.addToWatchlist(tmdbFilm(1), on: day("2023-11-14"))
        let moment = time.now
        time.advance(milliseconds: 1)
        _ = try await LibraryImport(library: library, source: .tmdb) { _ in .unmatched }
            .run(other.archive().batch, jobs: 1)
        let changes = try library.changes(since: moment)
        #expect(changes.watchlist.map(\.changedAt) == [Date(timeIntervalSince1970: 1_700_000_000)])
    }

    @Test func anEntryOfAFileWithoutTimesChangedAtMidnightOfItsDay() async throws {
        let batch = ImportBatch(entries: [
            ImportedEntry(
                film: ImportedFilm(title: "Film", year: 2016, match: .known(tmdbFilm(1))),
                record: .rating(7, ratedOn: day("2024-05-06")))
        ])
        _ = try await LibraryImport(library: library, source: .tmdb) { _ in .unmatched }.run(batch, jobs: 1)
        #expect(try library.ratings(of: .tmdb).map(\.changedAt) == [day("2024-05-06")])
        #expect(try library.changes(since: before(1)).ratings.count == 1)
    }

    @Test func theEntriesOfAnUnmatchedFilmMatchedLaterAreRecordedAnew() async throws {
        let unmatched = ImportedFilm(title: "Saltwater", year: 1999, match: .title)
        let batch = ImportBatch(entries: [
            ImportedEntry(film: unmatched, record: .watchlist(added: day("2024-05-06")))
        ])
        _ = try await LibraryImport(library: library, source: .tmdb) { _ in .unmatched }.run(batch, jobs: 1)
        time.advance(milliseconds: 1)
        let moment = time.now
        time.advance(milliseconds: 1)
        _ = try await LibraryImport(library: library, source: .tmdb) { _ in
            .matched(tmdbFilm(5, "Saltwater", year: 1999))
        }
        .run(batch, jobs: 1)
        let changes = try library.changes(since: moment)
        #expect(changes.watchlist.map(\.film.id) == [5])
        #expect(changes.watchlist.map(\.changedAt) == [day("2024-05-06")])
    }
}
