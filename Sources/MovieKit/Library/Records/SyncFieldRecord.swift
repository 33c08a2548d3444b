import Foundation
import GRDB
import GRDBSQLite

/// The latest value of one field of one synced entry (table `syncField`, ``LibrarySchemaV7``):
/// what the entry in the library is, as the sync through a folder last set it or sent it.
struct SyncFieldRecord: LibraryTable {
    static let databaseTableName = "syncField"

    enum Columns: String, ColumnExpression, CaseIterable {
        case entry, key, field, value, wall, counter, machine, film
    }

    /// Every field kept, by entry, then by field's name.
    static func all(in db: Database) throws -> [SyncEntryRef: SyncEntryFields] {
        var entries: [SyncEntryRef: SyncEntryFields] = [:]
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: "SELECT entry, key, field, value, wall, counter, machine, film FROM syncField"))
        while let row = try rows.next() {
            let filmText: String = row[7]
            let film = filmText.isEmpty ? nil : try? SyncJSON.value(LibraryFilm.self, from: Data(filmText.utf8))
            guard let kind = SyncEntryKind(rawValue: row[0]), let value = SyncValue(stored: row[3]),
                let machine = MachineID(row[6]), filmText.isEmpty || film != nil
            else { continue }
            let ref = SyncEntryRef(kind: kind, key: row[1])
            let time = HybridLogicalTime(wall: row[4], counter: row[5], machine: machine)
            let before = entries[ref]?.latest
            entries[ref, default: SyncEntryFields(film: film)].fields[row[2]] = SyncFieldState(value: value, time: time)
            if let before, before < time { entries[ref]?.film = film }
        }
        return entries
    }

    /// Keeps the fields `fields` names of each entry of `ledger` as the ledger holds them, each
    /// entry's film (none for a list: kept as "") written once for all its fields: one statement
    /// prepared once, its values bound by position (a first sync of 10,000 viewings keeps 120,000
    /// fields), in the table's key order (``inKeyOrder(_:)``), so that the rows of a first sync
    /// are appended to the table's B-tree rather than split its pages at random.
    static func keep(
        _ fields: [SyncEntryRef: [String]], of ledger: [SyncEntryRef: SyncEntryFields], in db: Database
    )
        throws
    {
        // The table's CHECK of `entry` (one of five kinds) makes SQLite build a table of the five
        // for each row it checks; the kinds bound here are ``SyncEntryKind``'s, which are those
        // five, so the insert is prepared without the check (and only it: the pragma is set back
        // once it is finalized, before anything else runs).
        try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
        let kept = Result { try insert(fields, of: ledger, in: db) }
        try db.execute(sql: "PRAGMA ignore_check_constraints = OFF")
        try kept.get()
    }

    /// Inserts the rows ``keep(_:of:in:)`` keeps, through one statement it finalizes.
    private static func insert(
        _ fields: [SyncEntryRef: [String]], of ledger: [SyncEntryRef: SyncEntryFields], in db: Database
    ) throws {
        guard let connection = db.sqliteConnection,
            let statement = SQLiteInsertStatement(
                "INSERT OR REPLACE INTO syncField VALUES (?, ?, ?, ?, ?, ?, ?, ?)", on: connection)
        else { throw Self.failure(of: db) }
        defer { statement.finalize() }
        for (entry, names) in inKeyOrder(fields) {
            guard let kept = ledger[entry] else { continue }
            let filmText = kept.film.map(\.stored) ?? ""
            for name in names {
                guard let state = kept.fields[name] else { continue }
                statement.bind(1, entry.kind.rawValue)
                statement.bind(2, entry.key)
                statement.bind(3, name)
                statement.bind(4, state.value.stored)
                statement.bind(5, Int(state.time.wall))
                statement.bind(6, state.time.counter)
                statement.bind(7, state.time.machine.text)
                statement.bind(8, filmText)
                guard statement.run() != nil else { throw Self.failure(of: db) }
            }
        }
    }

    /// The entries of `fields` and each one's names in `syncField`'s key order (entry, key,
    /// field), compared as SQLite's binary collation compares them (``SQLiteBinaryOrder``): the
    /// entries sorted, then each one's few names, rather than every (entry, name) against every
    /// other.
    static func inKeyOrder(_ fields: [SyncEntryRef: [String]]) -> [(entry: SyncEntryRef, names: [String])] {
        fields.sorted { SyncEntryRef.inKeyOrder($0.key, $1.key) }.map { entry, names in
            (entry, names.sorted(by: SQLiteBinaryOrder.precedes))
        }
    }

    /// What SQLite said of the last statement that failed on `db`'s connection.
    private static func failure(of db: Database) -> DatabaseError {
        guard let connection = db.sqliteConnection else { return DatabaseError(message: "the library is closed") }
        return DatabaseError(
            resultCode: ResultCode(rawValue: sqlite3_extended_errcode(connection)),
            message: String(cString: sqlite3_errmsg(connection)))
    }
}
