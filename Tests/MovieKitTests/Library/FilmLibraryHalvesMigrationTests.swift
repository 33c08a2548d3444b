import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Schema 3 (issue 43): ratings in halves, 0.5 to 10. A library of schema 2 migrates with every
/// entry kept as it was, and a build that knows schema 2 alone refuses one of schema 3 as newer.
@Suite struct FilmLibraryHalvesMigrationTests {
    /// The migrations of the build before ratings took halves.
    static let schemaTwo = Array(LibraryMigrations.steps.prefix(2))

    /// A library of schema 2 at `url`, with every kind of entry and removal in it, its changes
    /// stamped a second apart.
    static func schemaTwoLibrary(at url: URL) throws {
        let time = ManualTime()
        let library = try FilmLibrary.open(at: url, migrations: schemaTwo) {
            time.advance(milliseconds: 1_000)
            return time.now
        }
        try library.addToWatchlist(tmdbFilm(1, "On the List"), on: day("2024-01-02"))
        try library.log(
            Viewing(
                film: tmdbFilm(2, "Twice"), watchedOn: day("2024-03-01"), markedOn: day("2024-03-01"), rating: 7,
                tags: ["cinema", "with family"], review: "Quotes \"and\"\na newline."))
        let again = try library.log(
            Viewing(
                film: tmdbFilm(2, "Twice"), watchedOn: day("2024-05-01"), markedOn: day("2024-05-01"), rewatch: true))
        try library.retag(viewing: again, ["home", "late"])
        try library.retag(viewing: again, ["home"])
        try library.rate(tmdbFilm(3, "Rated"), 9, on: day("2024-06-01"))
        let gone = try library.log(Viewing(film: tmdbFilm(4, "Gone"), watchedOn: nil, markedOn: day("2024-07-01")))
        try library.removeViewing(gone)
        try library.addToWatchlist(tmdbFilm(5, "Off"), on: day("2024-08-01"))
        try library.removeFromWatchlist(tmdbFilm(5, "Off"))
        try library.close()
    }

    @Test func aLibraryOfSchemaTwoMigratesWithEveryEntryKept() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            try Self.schemaTwoLibrary(at: url)
            let old = try FilmLibrary.open(at: url, migrations: Self.schemaTwo)
            let before = try old.archive()
            let changes = try old.changes(since: Date(timeIntervalSince1970: 0))
            try old.close()
            #expect(before.diary.count == 3 && before.watchlist.count == 1 && before.ratings.count == 2)
            #expect(before.removals.count == 3, "a viewing, a tag, a watchlist entry: \(before.removals)")

            let library = try FilmLibrary.open(at: url)
            #expect(try library.archive() == before)
            #expect(try library.changes(since: Date(timeIntervalSince1970: 0)) == changes)
            try library.close()
            #expect(FileManager.default.fileExists(atPath: url.path + ".v2-backup"))
            let migrations = try FilmLibraryMigrationTests.look(at: url) { db in
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY 1")
            }
            #expect(migrations == LibraryMigrations.steps.map(\.identifier).sorted())
            #expect(
                try FilmLibraryMigrationTests.look(at: url) { try Int.fetchOne($0, sql: "PRAGMA user_version") }
                    == LibraryMigrations.newest)
            #expect(
                try FilmLibraryMigrationTests.look(at: url) { try String.fetchOne($0, sql: "PRAGMA foreign_key_check") }
                    == nil)
        }
    }

    @Test func aMigratedLibraryTakesRatingsInHalves() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            try Self.schemaTwoLibrary(at: url)
            let library = try FilmLibrary.open(at: url)
            try library.rate(tmdbFilm(3, "Rated"), 8.5, on: day("2024-06-02"))
            try library.log(
                Viewing(
                    film: tmdbFilm(6, "Half"), watchedOn: day("2024-09-01"), markedOn: day("2024-09-01"), rating: 0.5))
            let ratings = Dictionary(
                uniqueKeysWithValues: try library.ratings(of: .tmdb).map { ($0.film.id ?? 0, $0.rating) })
            #expect(ratings == [2: 7, 3: 8.5, 6: 0.5])
            #expect(try library.diary(of: .tmdb).first { $0.film.id == 6 }?.rating == 0.5)
            #expect(try library.yours(film: 3, of: .tmdb).rating == 8.5)
            try library.close()
        }
    }

    @Test func aBuildThatKnowsSchemaTwoRefusesALibraryOfSchemaThreeAsNewerWritingNothing() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            let library = try FilmLibrary.open(at: url)
            try library.rate(tmdbFilm(1), 8.5, on: day("2024-06-02"))
            try library.close()
            let before = try Data(contentsOf: url)
            #expect(throws: LibraryError.newerSchema(path: url.path, found: LibraryMigrations.newest, supported: 2)) {
                try FilmLibrary.open(at: url, migrations: Self.schemaTwo)
            }
            #expect(try Data(contentsOf: url) == before)
        }
    }

    @Test(arguments: [0.0, 7.3, 10.5, -1.0])
    func theLibraryItselfRefusesARatingNotInHalves(value: Double) throws {
        let queue = try DatabaseQueue()
        try queue.write { db in _ = try LibraryMigrations.migrate(db) }
        #expect(throws: DatabaseError.self) {
            try queue.write { db in
                try db.execute(sql: "INSERT INTO film (id, source, sourceId) VALUES (1, 'tmdb', 1)")
                try db.execute(
                    sql: "INSERT INTO rating VALUES (1, ?, '2024-01-01', 0, 0)", arguments: [value])
            }
        }
    }
}
