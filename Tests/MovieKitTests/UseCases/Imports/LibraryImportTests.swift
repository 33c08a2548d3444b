import Foundation
import MovieKit
import Synchronization
import Testing

@Suite struct LibraryImportTests {
    let library: FilmLibrary

    init() throws {
        library = try FilmLibrary.inMemory()
    }

    /// A catalogue that knows films by title and year, and by IMDb id; it counts what it is asked.
    final class StubCatalogue: Sendable {
        let films: [LibraryFilm]
        let asked = Mutex(0)

        init(_ films: [LibraryFilm]) { self.films = films }

        func match(_ film: ImportedFilm) -> FilmMatch {
            asked.withLock { $0 += 1 }
            switch film.match {
            case .known(let known): return .matched(known)
            case .none: return .unmatched
            case .title:
                return films.first { $0.title == film.title && $0.year == film.year }.map(FilmMatch.matched)
                    ?? .unmatched
            case .imdbID(let id):
                return films.first { $0.imdbID == id }.map(FilmMatch.matched) ?? .unmatched
            case .ids:
                // The import makes a film named by its ids one of the matches above first.
                return .unmatched
            }
        }
    }

    func importing(_ batch: ImportBatch, from catalogue: StubCatalogue) async throws -> ImportSummary {
        try await LibraryImport(library: library, source: .tmdb) { catalogue.match($0) }.run(batch, jobs: 3)
    }

    static let saltwater1999 = tmdbFilm(100015, "Saltwater", year: 1999)
    static let saltwater2019 = tmdbFilm(100016, "Saltwater", year: 2019)
    static let lantern = tmdbFilm(100001, "The Paper Lantern", year: 2016, imdbID: "tt9100001")

    static func byTitle(_ title: String, _ year: Int?, _ record: ImportedEntry.Record) -> ImportedEntry {
        ImportedEntry(film: ImportedFilm(title: title, year: year, match: .title), record: record)
    }

    static let letterboxd = ImportBatch(entries: [
        byTitle("Saltwater", 2019, .watchlist(added: day("2026-01-01"))),
        byTitle(
            "Saltwater", 1999,
            .viewing(
                watchedOn: day("2026-02-01"), markedOn: day("2026-02-02"), rewatch: false, rating: 8, tags: ["a"],
                review: nil)),
        byTitle(
            "Saltwater", 1999,
            .viewing(watchedOn: nil, markedOn: day("2026-02-02"), rewatch: false, rating: nil, tags: [], review: nil)),
        byTitle(
            "The Paper Lantern", 2016,
            .viewing(watchedOn: nil, markedOn: day("2026-03-01"), rewatch: false, rating: nil, tags: [], review: nil)),
        byTitle("The Paper Lantern", 2016, .rating(7, ratedOn: day("2026-03-01"))),
        byTitle("A Film Nobody Has Made", 1901, .watchlist(added: day("2026-01-05"))),
    ])

    @Test func theYearDecidesBetweenFilmsOfOneTitle() async throws {
        let catalogue = StubCatalogue([Self.saltwater1999, Self.saltwater2019, Self.lantern])
        _ = try await importing(Self.letterboxd, from: catalogue)
        #expect(try library.watchlist(of: .tmdb).compactMap(\.film.id) == [100016])
        #expect(try library.diary(of: .tmdb).compactMap(\.film.id) == [100015, 100001])
    }

    @Test func anUndatedMarkOfAFilmWithAViewingAddsNothing() async throws {
        let summary = try await importing(
            Self.letterboxd, from: StubCatalogue([Self.saltwater1999, Self.saltwater2019, Self.lantern]))
        #expect(try library.diary(of: .tmdb).filter { $0.film.id == 100015 }.count == 1)
        #expect(summary.viewings == ImportSummary.Counts(added: 2, updated: 0, unchanged: 1))
    }

    @Test func everyViewingAnExportOfOursNamesIsKeptTheUndatedBesideTheDatedToo() async throws {
        func viewing(on watched: String?, _ id: UUID) -> ImportedEntry {
            ImportedEntry(
                film: ImportedFilm(title: "Saltwater", year: 1999, match: .title),
                record: .viewing(
                    watchedOn: watched.map(day), markedOn: day("2026-02-02"), rewatch: false, rating: nil, tags: [],
                    review: nil),
                viewingID: id)
        }
        let ids = [UUID(), UUID(), UUID()]
        let export = ImportBatch(entries: [
            viewing(on: "2026-02-01", ids[0]), viewing(on: nil, ids[1]), viewing(on: nil, ids[2]),
        ])
        let catalogue = StubCatalogue([Self.saltwater1999])
        let first = try await importing(export, from: catalogue)
        #expect(first.viewings == ImportSummary.Counts(added: 3, updated: 0, unchanged: 0))
        #expect(Set(try library.diary(of: .tmdb).compactMap(\.id)) == Set(ids))
        let again = try await importing(export, from: catalogue)
        #expect(again.viewings == ImportSummary.Counts(added: 0, updated: 0, unchanged: 3))
        #expect(try library.diary(of: .tmdb).count == 3)
    }

    @Test func twoViewingsOfOneDayAreTwoAndImportingThemAgainAddsNeither() async throws {
        let viewing = Self.byTitle(
            "Saltwater", 1999,
            .viewing(
                watchedOn: day("2026-02-01"), markedOn: day("2026-02-01"), rewatch: false, rating: nil, tags: [],
                review: nil))
        let review = Self.byTitle(
            "Saltwater", 1999,
            .viewing(
                watchedOn: day("2026-02-01"), markedOn: day("2026-02-02"), rewatch: true, rating: 6, tags: [],
                review: "Again."))
        let catalogue = StubCatalogue([Self.saltwater1999])
        _ = try await importing(ImportBatch(entries: [viewing, review]), from: catalogue)
        #expect(try library.diary(of: .tmdb).count == 2)
        let again = try await importing(ImportBatch(entries: [viewing, review, viewing]), from: catalogue)
        #expect(again.viewings == ImportSummary.Counts(added: 1, updated: 0, unchanged: 2))
        #expect(try library.diary(of: .tmdb).count == 3)
    }

    @Test func aViewingImportedAgainGainsTheReviewItLacked() async throws {
        let bare = Self.byTitle(
            "Saltwater", 1999,
            .viewing(
                watchedOn: day("2026-02-01"), markedOn: day("2026-02-01"), rewatch: false, rating: nil, tags: [],
                review: nil))
        let reviewed = Self.byTitle(
            "Saltwater", 1999,
            .viewing(
                watchedOn: day("2026-02-01"), markedOn: day("2026-02-01"), rewatch: false, rating: 8, tags: ["a"],
                review: "Salty."))
        let catalogue = StubCatalogue([Self.saltwater1999])
        _ = try await importing(ImportBatch(entries: [bare]), from: catalogue)
        let summary = try await importing(ImportBatch(entries: [reviewed]), from: catalogue)
        #expect(summary.viewings == ImportSummary.Counts(added: 0, updated: 1, unchanged: 0))
        let viewing = try #require(try library.diary(of: .tmdb).first)
        #expect(viewing.review == "Salty." && viewing.rating == 8 && viewing.tags == ["a"])
    }

    @Test func aFilmThatCannotBeMatchedIsKeptAndNamed() async throws {
        let summary = try await importing(
            Self.letterboxd, from: StubCatalogue([Self.saltwater1999, Self.saltwater2019, Self.lantern]))
        #expect(summary.unmatched == ["A Film Nobody Has Made (1901)"])
        let archive = try library.archive()
        let kept = try #require(archive.watchlist.first { $0.entry.film.id == nil })
        #expect(kept.entry.film.title == "A Film Nobody Has Made")
        #expect(try library.counts()[.tmdb]?.unmatched == 1)
    }

    @Test func theSameFileTwiceChangesNothing() async throws {
        let catalogue = StubCatalogue([Self.saltwater1999, Self.saltwater2019, Self.lantern])
        _ = try await importing(Self.letterboxd, from: catalogue)
        let before = try library.archive()
        let again = try await importing(Self.letterboxd, from: catalogue)
        #expect(try library.archive() == before)
        #expect(again.watchlist.added == 0 && again.viewings.added == 0 && again.ratings.added == 0)
        #expect(again.viewings.updated == 0)
    }

    @Test func aFilmUnmatchedOnceIsMatchedByALaterImportWithItsEntries() async throws {
        _ = try await importing(Self.letterboxd, from: StubCatalogue([Self.lantern]))
        #expect(try library.counts()[.tmdb]?.unmatched == 3)
        let summary = try await importing(
            Self.letterboxd, from: StubCatalogue([Self.saltwater1999, Self.saltwater2019, Self.lantern]))
        #expect(summary.unmatched == ["A Film Nobody Has Made (1901)"])
        #expect(try library.counts()[.tmdb]?.unmatched == 1)
        #expect(try library.watchlist(of: .tmdb).compactMap(\.film.id) == [100016])
        #expect(try library.diary(of: .tmdb).map(\.film.id) == [100015, 100001])
    }

    @Test func aFilmOnBothWatchlistsIsThereOnce() async throws {
        try library.addToWatchlist(Self.saltwater2019, on: day("2026-01-03"))
        let summary = try await importing(
            Self.letterboxd, from: StubCatalogue([Self.saltwater1999, Self.saltwater2019, Self.lantern]))
        #expect(summary.watchlist.unchanged == 1)
        #expect(try library.watchlist(of: .tmdb).filter { $0.film.id == 100016 }.count == 1)
    }

    @Test func eachFilmIsAskedForOnce() async throws {
        let catalogue = StubCatalogue([Self.saltwater1999, Self.saltwater2019, Self.lantern])
        _ = try await importing(Self.letterboxd, from: catalogue)
        #expect(catalogue.asked.withLock { $0 } == 4)
    }

    @Test func aSourceThatCannotMatchStopsTheImportBeforeAnythingIsWritten() async throws {
        let batch = ImportBatch(entries: [
            ImportedEntry(
                film: ImportedFilm(title: "X", year: nil, match: .imdbID("tt1")),
                record: .watchlist(added: day("2026-01-01")))
        ])
        await #expect {
            try await LibraryImport(library: library, source: .demo) { _ in
                .failed(.notAnswered("no look-up by IMDb id"))
            }
            .run(batch, jobs: 2)
        } throws: { error in
            if case .cannotMatch = error as? LibraryImportError { return true }
            return false
        }
        #expect(try library.archive() == LibraryArchive())
    }

    @Test func aWatchlistEntryOfAFilmSeenSinceIsNotPutBack() async throws {
        try library.log(Viewing(film: Self.lantern, watchedOn: day("2026-02-01"), markedOn: day("2026-02-01")))
        let batch = ImportBatch(entries: [
            ImportedEntry(
                film: ImportedFilm(title: "The Paper Lantern", year: 2016, match: .known(Self.lantern)),
                record: .watchlist(added: day("2026-01-01")))
        ])
        let summary = try await importing(batch, from: StubCatalogue([]))
        #expect(summary.watchlist.seenSince == 1 && summary.watchlist.unchanged == 0, "not there: not unchanged")
        #expect(try library.watchlist(of: .tmdb).isEmpty)
    }

    @Test func anExportImportedIntoAnEmptyLibraryGivesTheSameLists() async throws {
        _ = try await importing(
            Self.letterboxd, from: StubCatalogue([Self.saltwater1999, Self.saltwater2019, Self.lantern]))
        let archive = try library.archive()
        let data = LibraryArchive.encoded(archive)
        let fresh = try FilmLibrary.inMemory()
        let read = try LibraryArchive.read(data, file: "export.json")
        #expect(read == archive)
        let catalogue = StubCatalogue([])
        _ = try await LibraryImport(library: fresh, source: .tmdb) { catalogue.match($0) }.run(read.batch, jobs: 2)
        #expect(try fresh.archive() == archive)
        #expect(catalogue.asked.withLock { $0 } == 0)
    }

    @Test func twoViewingsOfOneDayComeBackFromAnExportAsTwo() async throws {
        for _ in 1...2 {
            try library.log(Viewing(film: Self.lantern, watchedOn: day("2026-02-01"), markedOn: day("2026-02-01")))
        }
        let fresh = try FilmLibrary.inMemory()
        let archive = try library.archive()
        for _ in 1...2 {
            _ = try await LibraryImport(library: fresh, source: .tmdb) { _ in .unmatched }.run(archive.batch, jobs: 1)
        }
        #expect(try fresh.diary(of: .tmdb).count == 2)
    }

    /// `count` films by title, each on the watchlist, as a long export names them.
    static func watchlist(of count: Int) -> ImportBatch {
        ImportBatch(
            entries: (0..<count).map { number in
                byTitle("Film \(number)", 2000, .watchlist(added: day("2026-01-01")))
            })
    }

    @Test func anImportWritesTheEntriesOfFilmsMatchedWhileItMatchesTheRest() async throws {
        let library = self.library
        let seenByTheLast = Mutex<Int?>(nil)
        let summary = try await LibraryImport(library: library, source: .tmdb) { film in
            if film.title == "Film 299" {
                seenByTheLast.withLock { $0 = (try? library.watchlist(of: .tmdb).count) ?? -1 }
            }
            return .unmatched
        }
        .run(Self.watchlist(of: 300), jobs: 1)
        #expect(summary.watchlist.added == 300)
        // The 299 films before it were matched, and their entries written a transaction at a time.
        let seen = try #require(seenByTheLast.withLock { $0 })
        #expect(seen >= 100, "\(seen) written before the last film was asked")
    }

    @Test func aFilmTheLibraryHoldsByItsIMDbIdIsNotAskedForAgain() async throws {
        let batch = ImportBatch(entries: [
            ImportedEntry(
                film: ImportedFilm(title: "The Paper Lantern", year: 2016, match: .imdbID("tt9100001")),
                record: .rating(9, ratedOn: day("2025-02-14"))),
            ImportedEntry(
                film: ImportedFilm(title: "Lost", year: 2020, match: .imdbID("tt9100099")),
                record: .rating(7, ratedOn: day("2025-02-14"))),
        ])
        let catalogue = StubCatalogue([Self.lantern])
        _ = try await importing(batch, from: catalogue)
        #expect(catalogue.asked.withLock { $0 } == 2)
        let again = try await importing(batch, from: catalogue)
        // The film matched before is the library's; the one no source matched is asked again.
        #expect(catalogue.asked.withLock { $0 } == 3)
        #expect(again.ratings.unchanged == 2 && again.unmatched == ["Lost (2020)"])
    }

    @Test func aFilmKeptUnmatchedWhoseRowAMatchedFilmTookOverIsThatFilmWhenImportedAgain() async throws {
        // Trakt's history names the film by no id (kept unmatched), its watchlist by TMDB's id.
        let unnamed = ImportedFilm(title: "Saltwater", year: 2019, match: .none)
        let history = ImportBatch(entries: [
            ImportedEntry(
                film: unnamed,
                record: .viewing(
                    watchedOn: day("2025-03-01"), markedOn: day("2025-03-01"), rewatch: false, rating: nil, tags: [],
                    review: nil)),
            ImportedEntry(film: unnamed, record: .rating(8, ratedOn: day("2025-03-02"))),
            ImportedEntry(
                film: unnamed,
                record: .viewing(
                    watchedOn: nil, markedOn: day("2025-03-02"), rewatch: false, rating: nil, tags: [], review: nil)),
        ])
        let catalogue = StubCatalogue([Self.saltwater2019])
        _ = try await importing(history, from: catalogue)
        let named = ImportBatch(entries: [
            ImportedEntry(
                film: ImportedFilm(title: "Saltwater", year: 2019, match: .known(Self.saltwater2019)),
                record: .watchlist(added: day("2024-01-01")))
        ])
        _ = try await importing(named, from: catalogue)
        let merged = try library.archive()
        #expect(merged.diary.count == 1 && merged.ratings.count == 1)
        #expect(merged.diary.first?.viewing.film.id == 100_016)

        let again = try await importing(history, from: catalogue)
        #expect(again.viewings.added == 0 && again.ratings.added == 0, "\(again)")
        #expect(try library.archive() == merged)
        #expect(try library.counts()[.tmdb]?.unmatched == 0)
    }
}
