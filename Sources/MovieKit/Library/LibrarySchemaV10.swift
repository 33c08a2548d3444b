import GRDB

/// Schema 10 ("v10"): whether the library was written since the last sync through a folder
/// ended, kept by SQLite itself, so that "nothing to send" is one row read rather than the whole
/// ledger compared with the whole library (``FilmLibrary/hasChangesToSend(as:)``).
///
/// - `syncLocalWrite`: one row, `written` 1 once any row of a table a sync sends from (the
///   watchlist, ratings, viewings and their tags, lists and their films, tombstones, films) was
///   inserted, changed or deleted since the last sync, 0 after it. Triggers set it, so every
///   writer counts, whichever use case, import or program wrote.
/// - A library migrated to it counts as written: what changed before is not known here.
///
/// Nothing of a person's is changed or moved: the migration adds a table and triggers.
enum LibrarySchemaV10 {
    /// The tables whose rows make what a sync sends.
    static let tablesSent = [
        "watchlistEntry", "rating", "viewing", "viewingTag", "list", "listEntry", "tombstone", "film",
    ]

    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE syncLocalWrite (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    written INTEGER NOT NULL CHECK (written IN (0, 1))
                );
                INSERT INTO syncLocalWrite (id, written) VALUES (1, 1);
                """)
        for table in tablesSent {
            for event in ["INSERT", "UPDATE", "DELETE"] {
                // Only the first write after a sync changes the row: the others find it set.
                try db.execute(
                    sql: """
                        CREATE TRIGGER \(table)_\(event.lowercased())_syncLocalWrite AFTER \(event) ON \(table)
                        BEGIN
                            UPDATE syncLocalWrite SET written = 1 WHERE id = 1 AND written = 0;
                        END;
                        """)
            }
        }
    }
}
