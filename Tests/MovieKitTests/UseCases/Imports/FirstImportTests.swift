import Foundation
import GRDB
import Testing

@testable import MovieKit

/// A first import into a new library (issue 61): the transaction that begins with no film row
/// knows every row it inserts, so it looks no film up in SQLite, and finds each film it wrote
/// again as SQLite would have found it. Counted in SQLite's statements, never timed.
@Suite struct FirstImportTests {
    /// The test holds the connection, as GRDB's demo tests hold their database's.
    let writer: DatabaseQueue
    let library: FilmLibrary

    init() throws {
        writer = try DatabaseQueue(configuration: FilmLibrary.configuration())
        library = try FilmLibrary(migrating: writer)
    }

    /// A play of item `item`, of a film named by TMDB's id `id`, on `watchedOn`.
    static func play(of id: Int, item: String, on watchedOn: String) -> ImportedWrite {
        let film = tmdbFilm(id, "Film \(id)")
        let entry = ImportedEntry(
            film: ImportedFilm(title: "Film \(id)", year: 2016, match: .known(film)),
            play: ServerPlay(server: "jellyfin:server-1", user: "user-1", item: item, number: 1),
            watchedOn: day(watchedOn), markedOn: day(watchedOn), changedAt: day(watchedOn))
        return ImportedWrite(entry: entry, film: film, namedBySource: false)
    }

    /// A viewing on `watchedOn` of "The Paper Lantern" (2016), as `film` names it.
    static func viewing(of film: LibraryFilm, on watchedOn: String) -> ImportedWrite {
        let entry = ImportedEntry(
            film: ImportedFilm(title: "The Paper Lantern", year: 2016, match: .title),
            record: .viewing(
                watchedOn: day(watchedOn), markedOn: day(watchedOn), rewatch: false, rating: nil, tags: [],
                review: nil))
        return ImportedWrite(entry: entry, film: film)
    }

    /// The statements SQLite runs while `count` films, each played once, are imported at once.
    func statements(importingFilms count: Int, from first: Int) throws -> Int {
        let activity = ImportScalingTests.watch(writer)
        let plays = (first..<first + count).map { Self.play(of: $0, item: "item-\($0)", on: "2026-11-21") }
        #expect(try library.importEntries(plays) == Array(repeating: .added, count: count))
        return activity.statements
    }

    func filmRows() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM film") ?? 0 }
    }

    @Test func aFirstImportLooksNoFilmUpOnlyInsertsEachFilmAndItsViewing() throws {
        let small = try FirstImportTests().statements(importingFilms: 100, from: 1)
        let large = try FirstImportTests().statements(importingFilms: 300, from: 1)
        // Per film: six, its row's and its viewing's inserts as SQLite traces them; with the two
        // look-ups of its row (by TMDB's id, and kept unmatched by title) there were eight.
        #expect(large - small == 200 * 6, "\(small) → \(large) statements")
    }

    @Test func anImportIntoALibraryHoldingAFilmStillLooksEachFilmUp() throws {
        _ = try statements(importingFilms: 1, from: 1)
        let small = try statements(importingFilms: 100, from: 1000)
        let large = try statements(importingFilms: 300, from: 2000)
        #expect(large - small > 200 * 6, "\(small) → \(large) statements")
    }

    @Test func twoCopiesOfAFilmInAFirstImportAreOneFilmWithBothViewings() throws {
        let changes = try library.importEntries([
            Self.play(of: 7, item: "item-4k", on: "2026-11-20"), Self.play(of: 7, item: "item-hd", on: "2026-11-21"),
        ])
        #expect(changes == [.added, .added])
        #expect(try filmRows() == 1)
        #expect(
            try library.diary(of: .tmdb).compactMap { $0.watchedOn.map(APIDate.format) }.sorted() == [
                "2026-11-20", "2026-11-21",
            ])
    }

    @Test func aFilmKeptUnmatchedThenMatchedInAFirstImportIsOneFilmFoundAgainAfter() throws {
        let unmatched = ImportedFilm(title: "The Paper Lantern", year: 2016, match: .title).unmatched(in: .tmdb)
        let matched = tmdbFilm(100001, "The Paper Lantern", year: 2016)
        let changes = try library.importEntries([
            Self.viewing(of: unmatched, on: "2024-01-01"), Self.viewing(of: matched, on: "2024-01-02"),
            Self.viewing(of: matched, on: "2024-01-03"),
        ])
        #expect(changes == [.added, .added, .added])
        #expect(try filmRows() == 1)
        #expect(try library.diary(of: .tmdb).map(\.film.id) == [100001, 100001, 100001])
    }
}
