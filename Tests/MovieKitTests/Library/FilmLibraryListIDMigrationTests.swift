import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// A library of schema 7 opened by this build (schema 9, issue 62): each list, deleted ones too,
/// takes an id of its own to travel by, and nothing of the library or of the sync's ledger goes.
@Suite struct FilmLibraryListIDMigrationTests {
    @Test func aLibraryOfSchemaSevenGivesEachListAnIdOfItsOwnAndKeepsEveryList() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            try FilmLibrary.open(at: url, migrations: Array(LibraryMigrations.steps.prefix(7))).close()
            let queue = try DatabaseQueue(path: url.path)
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO film (id, source, sourceId, title, year) VALUES (1, 'tmdb', 1, 'Kept', 2016);
                        INSERT INTO list (id, name, ranked, createdAt, changedAt, recordedAt)
                            VALUES (1, 'Noir', 0, 1000, 1000, 1000);
                        INSERT INTO list (id, name, ranked, createdAt, deletedAt, changedAt, recordedAt)
                            VALUES (2, 'Gone', 0, 1000, 2000, 2000, 2000);
                        INSERT INTO listEntry (listId, filmId, position, changedAt, recordedAt) VALUES (1, 1, 1, 1000, 1000);
                        INSERT INTO listEntry (listId, filmId, position, changedAt, recordedAt) VALUES (2, 1, 1, 2000, 2000);
                        INSERT INTO syncField VALUES ('rating', 'tmdb:1', 'rating', '8', 5, 0, 'laptop', '{}');
                        """)
            }
            try queue.close()
            let library = try FilmLibrary.open(at: url)
            #expect(try library.lists().map { "\($0.name) \($0.entries.map(\.film.id))" } == ["Noir [Optional(1)]"])
            #expect(try library.deletedLists().map { "\($0.name) \($0.entries.count)" } == ["Gone 1"])
            try library.close()
            let ids = try FilmLibraryMigrationTests.look(at: url) { db in
                try String.fetchAll(db, sql: "SELECT uuid FROM list WHERE uuid IS NOT NULL")
            }
            #expect(ids.count == 2 && Set(ids).count == 2 && ids.allSatisfy { UUID(uuidString: $0) != nil })
            let kept = try FilmLibraryMigrationTests.look(at: url) { db in
                try String.fetchAll(db, sql: "SELECT entry || ' ' || key || ' ' || value FROM syncField")
            }
            #expect(kept == ["rating tmdb:1 8"])
        }
    }
}
