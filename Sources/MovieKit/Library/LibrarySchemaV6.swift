import GRDB

/// Schema 6 ("v6"): what the guard of a sync (``AccountSyncGuard``) counts, apart from your
/// entries, as the sync's other memory is: `accountSyncGuard`, one row per side and list, how many
/// films the list held after the last sync you confirmed (or the first), and how many the syncs
/// since removed from it.
enum LibrarySchemaV6 {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE accountSyncGuard (
                    side TEXT NOT NULL CHECK (side IN ('library', 'account')),
                    list TEXT NOT NULL CHECK (list IN ('watchlist', 'ratings')),
                    heldAtBaseline INTEGER NOT NULL CHECK (heldAtBaseline >= 0),
                    removedSince INTEGER NOT NULL CHECK (removedSince >= 0),
                    PRIMARY KEY (side, list)
                ) WITHOUT ROWID;
                """)
    }
}
