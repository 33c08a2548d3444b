import GRDB

/// This copy's hybrid logical clock between syncs, and when the last one ended (table
/// `syncClock`, one row, ``LibrarySchemaV7``).
enum SyncClockRecord {
    /// The clock of `machine` as the library keeps it (at zero before the first sync), and when
    /// the last sync ended (milliseconds; `nil` before the first).
    static func clock(of machine: MachineID, in db: Database) throws -> (HybridLogicalClock, syncedAt: Int64?) {
        guard let row = try Row.fetchOne(db, sql: "SELECT wall, counter, syncedAt FROM syncClock WHERE id = 1") else {
            return (HybridLogicalClock(machine: machine), nil)
        }
        return (HybridLogicalClock(machine: machine, wall: row[0], counter: row[1]), row[2])
    }

    /// Keeps `clock`, the sync through `folder` ending at `syncedAt` (milliseconds).
    static func keep(_ clock: HybridLogicalClock, syncedAt: Int64, folder: String, in db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO syncClock (id, wall, counter, syncedAt, folder) VALUES (1, ?, ?, ?, ?)",
            arguments: [clock.wall, clock.counter, syncedAt, folder])
    }

    /// The folder the last sync went through; `nil` before the first.
    static func folder(in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT folder FROM syncClock WHERE id = 1")
    }
}
