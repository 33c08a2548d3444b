import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Schema 8 (issue 57): a list is found by its name's Unicode caseless key. A library of schema 7
/// holding lists whose names meet only beyond ASCII's case ("Été" and "été", "Café" composed and
/// decomposed) keeps every one of them, with its films, each reachable by a name of its own.
@Suite struct FilmLibraryListNamesMigrationTests {
    /// The migrations of the build before list names were folded beyond ASCII.
    static let schemaSeven = Array(LibraryMigrations.steps.prefix(7))

    /// A library of schema 7 at `url` holding lists of `names`, made in that order, the first
    /// film of each a TMDB film of its own (1, 2, …); and a deleted list named "ÉTÉ".
    static func schemaSevenLibrary(at url: URL, lists names: [String]) throws {
        let time = ManualTime()
        let library = try FilmLibrary.open(at: url, migrations: schemaSeven, now: time.clock)
        for number in names.indices { try library.addToWatchlist(tmdbFilm(number + 1), on: time.now) }
        try library.close()
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        try queue.write { db in
            for (index, name) in [(names.count, "ÉTÉ")] + names.enumerated().map({ ($0, $1) }) {
                let film = try Int64.fetchOne(
                    db, sql: "SELECT id FROM film WHERE sourceId = ?", arguments: [index + 1])
                try db.execute(
                    sql: """
                        INSERT INTO list (name, ranked, createdAt, deletedAt, changedAt, recordedAt)
                        VALUES (?, 0, ?, ?, ?, ?)
                        """,
                    arguments: [name, index, index == names.count ? 1 : nil, index, index])
                if let film {
                    try db.execute(
                        sql: """
                            INSERT INTO listEntry (listId, filmId, position, changedAt, recordedAt)
                            VALUES (?, ?, 1, 0, 0)
                            """, arguments: [db.lastInsertedRowID, film])
                }
            }
        }
    }

    @Test func listsWhoseNamesMeetOnlyBeyondASCIIAreKeptEachUnderANameOfItsOwn() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            let names = ["Été", "été", "Cafe\u{301}", "Caf\u{E9}", "été (2)"]
            try Self.schemaSevenLibrary(at: url, lists: names)
            let old = try FilmLibrary.open(at: url, migrations: Self.schemaSeven)
            #expect(try old.lists().count == 5, "schema 7 holds the five lists apart")
            try old.close()

            let library = try FilmLibrary.open(at: url)
            defer { try? library.close() }
            let lists = try library.lists()
            #expect(lists.count == 5)
            let kept = ["Été", "été (2)", "Cafe\u{301}", "Caf\u{E9} (2)", "été (2) (2)"]
            for (number, name) in kept.enumerated() {
                let list = try #require(try library.list(named: name), "no list is found by \(name)")
                #expect(list.name == name)
                #expect(list.entries.map(\.film.id) == [number + 1], "\(name) lost its film")
            }
            #expect(try library.deletedLists().map(\.name) == ["ÉTÉ"])
            #expect(try library.createList(named: "ÉTÉ") == .nameTaken("Été"))
            #expect(FileManager.default.fileExists(atPath: url.path + ".v7-backup"))
        }
    }
}
