import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

@Suite struct FilmLibraryOpeningTests {
    @Test func aMissingLibraryIsCreatedWithItsFolder() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("data/movies/library.sqlite")
            let library = try FilmLibrary.open(at: url)
            try library.addToWatchlist(tmdbFilm(1), on: day("2026-01-01"))
            try library.close()
            #expect(try FilmLibrary.open(at: url).watchlist(of: .tmdb).count == 1)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            #expect(leftovers.allSatisfy { $0.hasPrefix("library.sqlite") })
        }
    }

    @Test func openingIfPresentCreatesNothing() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            let opened = try FilmLibrary.openIfPresent(at: url)
            #expect(opened == nil)
            #expect(!FileManager.default.fileExists(atPath: url.path))
        }
    }

    static let notLibraries: [(String, [UInt8])] = [
        ("garbage", Array("this is not a database, it is a shopping list\n".utf8) + Array(repeating: 7, count: 200)),
        ("empty", []),
        ("short", Array("SQLite format 3\0".utf8)),
    ]

    @Test(arguments: notLibraries.map(\.0))
    func aFileThatIsNotALibraryIsRefusedAndLeftAsItWas(_ name: String) async throws {
        let bytes = try #require(Self.notLibraries.first { $0.0 == name }?.1)
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            try Data(bytes).write(to: url)
            #expect {
                try FilmLibrary.open(at: url)
            } throws: { error in
                if case .notALibrary = error as? LibraryError { return true }
                return false
            }
            #expect(try Data(contentsOf: url) == Data(bytes))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["library.sqlite"])
        }
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftAsItWas() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            let other = try DatabaseQueue(path: url.path)
            try other.write { db in
                try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')")
            }
            try other.close()
            let before = try Data(contentsOf: url)
            #expect(throws: LibraryError.notALibrary(path: url.path, reason: "another program's SQLite database")) {
                try FilmLibrary.open(at: url)
            }
            #expect(try Data(contentsOf: url) == before)
        }
    }

    @Test func aTruncatedLibraryIsRefusedAndLeftAsItWas() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            let library = try FilmLibrary.open(at: url)
            for id in 1...300 {
                try library.addToWatchlist(tmdbFilm(id, String(repeating: "title ", count: 20)), on: day("2026-01-01"))
            }
            try library.close()
            try removeWriteAheadLog(of: url)
            let whole = try Data(contentsOf: url)
            let truncated = whole.prefix(whole.count / 2)
            try truncated.write(to: url)
            #expect {
                try FilmLibrary.open(at: url)
            } throws: { error in
                if case .damaged(_, let reason) = error as? LibraryError { return reason.hasPrefix("truncated: ") }
                return false
            }
            #expect(try Data(contentsOf: url) == truncated)
        }
    }

    @Test func aLibraryOfANewerSchemaIsRefusedAndLeftAsItWas() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            try FilmLibrary.open(at: url).close()
            let queue = try DatabaseQueue(path: url.path)
            try queue.write { db in try db.execute(sql: "PRAGMA user_version = 99") }
            try queue.close()
            try removeWriteAheadLog(of: url)
            let before = try Data(contentsOf: url)
            #expect(throws: LibraryError.newerSchema(path: url.path, found: 99, supported: LibraryMigrations.newest)) {
                try FilmLibrary.open(at: url)
            }
            #expect(try Data(contentsOf: url) == before)
        }
    }

    @Test func aCopyIsKeptBeforeALibraryIsMigrated() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            let first = try FilmLibrary.open(at: url)
            try first.addToWatchlist(tmdbFilm(1), on: day("2026-01-01"))
            try first.close()
            let current = LibraryMigrations.newest
            let newer =
                LibraryMigrations.steps + [
                    LibraryMigrations.Step(version: current + 1) { db in
                        try db.execute(sql: "ALTER TABLE film ADD COLUMN note TEXT")
                    }
                ]
            let migrated = try FilmLibrary.open(at: url, migrations: newer)
            #expect(try migrated.watchlist(of: .tmdb).count == 1)
            try migrated.close()
            let copy = URL(fileURLWithPath: url.path + ".v\(current)-backup")
            let kept = try DatabaseQueue(
                path: copy.path,
                configuration: {
                    var c = Configuration()
                    c.readonly = true
                    return c
                }())
            #expect(try kept.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == current)
            #expect(try kept.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM watchlistEntry") } == 1)
            try kept.close()
            // Opened again, the library is at the newer schema: no second copy.
            try FilmLibrary.open(at: url, migrations: newer).close()
            #expect(!FileManager.default.fileExists(atPath: url.path + ".v\(current)-backup-2"))
        }
    }

    @Test func aFullDiskFailsTheChangeAndLeavesTheLibraryAsItWas() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            try FilmLibrary.open(at: url).close()
            // The test holds the connection, as GRDB's demo tests hold their database's.
            let writer = try DatabasePool(path: url.path, configuration: FilmLibrary.configuration())
            let library = FilmLibrary(writer: writer, file: url)
            try library.addToWatchlist(tmdbFilm(1), on: day("2026-01-01"))
            let pages = try writer.read { db in try Int.fetchOne(db, sql: "PRAGMA page_count") } ?? 0
            try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA max_page_count = \(pages)") }
            #expect(throws: LibraryError.full(path: url.path)) {
                try library.log(
                    Viewing(
                        film: tmdbFilm(2, String(repeating: "long title ", count: 2_000)), watchedOn: day("2026-01-02"),
                        markedOn: day("2026-01-02"), review: String(repeating: "a long review ", count: 2_000)))
            }
            #expect(try library.watchlist(of: .tmdb).count == 1)
            #expect(try library.diary(of: .tmdb).isEmpty)
            #expect(try writer.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
        }
    }

    @Test func theLibraryIsWhereTheDataFolderIsUnlessMoviesLibraryNamesIt() {
        let home = URL(fileURLWithPath: "/home/ann")
        #expect(
            LibraryLocation.url(environment: [:], homeDirectory: home).path
                == "/home/ann/.local/share/movies/library.sqlite")
        #expect(
            LibraryLocation.url(environment: ["XDG_DATA_HOME": "/data"], homeDirectory: home).path
                == "/data/movies/library.sqlite")
        #expect(
            LibraryLocation.url(environment: ["MOVIES_LIBRARY": "/x/films.sqlite"], homeDirectory: home).path
                == "/x/films.sqlite")
    }
}

extension FilmLibraryOpeningTests {
    @Test(arguments: [
        [String: String](), ["XDG_DATA_HOME": "/data"], ["XDG_DATA_HOME": "relative"],
        ["MOVIES_LIBRARY": "/x/films.sqlite"],
    ])
    func theLibrarysPathIsItsURLsPath(environment: [String: String]) {
        let home = URL(fileURLWithPath: "/home/ann")
        #expect(
            LibraryLocation.path(environment: environment) { home.path }
                == LibraryLocation.url(environment: environment, homeDirectory: home).path)
    }
}

extension FilmLibraryOpeningTests {
    @Test func aLibraryOpenedForReadingIsNeverWritten() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            let library = try FilmLibrary.open(at: url)
            try library.addToWatchlist(tmdbFilm(1), on: day("2026-01-01"))
            try library.close()
            try removeWriteAheadLog(of: url)
            let before = try Data(contentsOf: url)
            let reading = try #require(try FilmLibrary.openForReading(at: url))
            #expect(try reading.watchlist(of: .tmdb).count == 1)
            #expect(throws: LibraryError.readOnly(path: url.path)) {
                try reading.addToWatchlist(tmdbFilm(2), on: day("2026-01-02"))
            }
            #expect(try Data(contentsOf: url) == before)
            let absent = try FilmLibrary.openForReading(at: folder.appendingPathComponent("none.sqlite"))
            #expect(absent == nil)
        }
    }
}
