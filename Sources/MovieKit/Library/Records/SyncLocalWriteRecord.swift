import GRDB

/// Whether the library was written since the last sync through a folder ended (table
/// `syncLocalWrite`, one row, set by triggers on every table a sync sends from,
/// ``LibrarySchemaV10``).
enum SyncLocalWriteRecord {
    /// Whether a row a sync sends from was inserted, changed or deleted since the last sync
    /// ended (`true` before the first, and for a library whose row is missing).
    static func writtenSinceSync(in db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT written FROM syncLocalWrite WHERE id = 1") ?? true
    }

    /// Marks the library as sent whole, at the end of a sync, in its transaction: the library
    /// then holds what the ledger says, and only a later write makes something to send.
    static func markSynced(in db: Database) throws {
        try db.execute(sql: "UPDATE syncLocalWrite SET written = 0 WHERE id = 1")
    }
}
