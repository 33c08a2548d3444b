import Foundation
import GRDB

/// Schema 9 ("v9"): your lists travel through a sync folder (``FilmLibrary/sync(through:machine:today:)``).
///
/// - `list.uuid`: an id each list keeps on every machine (its row's id is this copy's alone),
///   made now for every list there is, deleted ones too, and by ``ListRecord`` for each new one.
///   The index on the name's key (``LibrarySchemaV8``) is left as it is.
/// - `syncField` made anew, its rows kept, with two more kinds of entry: `list` (a list's name,
///   description, whether ranked, and whether it is yours) and `listEntry` (a film on a list:
///   its position key, and whether it is on it).
///
/// Nothing of a person's is deleted or moved: the migration adds a column and copies the sync's
/// own table whole before it drops the old one.
enum LibrarySchemaV9 {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE list ADD COLUMN uuid TEXT")
        for row in try Int64.fetchAll(db, sql: "SELECT id FROM list") {
            try db.execute(
                sql: "UPDATE list SET uuid = ? WHERE id = ?", arguments: [UUID().uuidString.lowercased(), row])
        }
        try db.execute(
            sql: """
                CREATE UNIQUE INDEX list_byUUID ON list(uuid);
                CREATE TABLE syncFieldV9 (
                    entry TEXT NOT NULL CHECK (entry IN ('watchlist', 'rating', 'viewing', 'list', 'listEntry')),
                    key TEXT NOT NULL,
                    field TEXT NOT NULL,
                    value TEXT NOT NULL,
                    wall INTEGER NOT NULL,
                    counter INTEGER NOT NULL,
                    machine TEXT NOT NULL,
                    film TEXT NOT NULL,
                    PRIMARY KEY (entry, key, field)
                ) WITHOUT ROWID;
                INSERT INTO syncFieldV9 SELECT entry, key, field, value, wall, counter, machine, film FROM syncField;
                DROP TABLE syncField;
                ALTER TABLE syncFieldV9 RENAME TO syncField;
                """)
    }
}
