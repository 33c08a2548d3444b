import GRDB

/// What the guard counts, list by list (table `accountSyncGuard`, ``LibrarySchemaV6``).
enum AccountSyncGuardRecord {
    /// Every list counted; empty before the first sync (and in a library synced before v6).
    static func all(in db: Database) throws -> [AccountSyncGuard.Tally] {
        try Row.fetchAll(db, sql: "SELECT side, list, heldAtBaseline, removedSince FROM accountSyncGuard").compactMap {
            row in
            guard let side = AccountSyncSide(rawValue: row[0]), let list = AccountSyncList(rawValue: row[1]) else {
                return nil
            }
            return AccountSyncGuard.Tally(side: side, list: list, heldAtBaseline: row[2], removedSince: row[3])
        }
    }

    /// Keeps `tallies` in place of those kept.
    static func save(_ tallies: [AccountSyncGuard.Tally], in db: Database) throws {
        for tally in tallies {
            try db.cachedStatement(
                sql:
                    "INSERT OR REPLACE INTO accountSyncGuard (side, list, heldAtBaseline, removedSince) VALUES (?, ?, ?, ?)"
            ).execute(arguments: [tally.side.rawValue, tally.list.rawValue, tally.heldAtBaseline, tally.removedSince])
        }
    }
}
