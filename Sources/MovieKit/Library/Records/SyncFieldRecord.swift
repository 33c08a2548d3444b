import Foundation
import GRDB

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

    /// Keeps `state` as field `field` of entry `ref`, of `film` (none for a list: kept as "").
    static func keep(
        _ state: SyncFieldState, as field: String, of ref: SyncEntryRef, film: LibraryFilm?, in db: Database
    ) throws {
        let filmText = film.map(SyncJSON.text) ?? ""
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO syncField VALUES (?, ?, ?, ?, ?, ?, ?, ?)").execute(
            arguments: [
                ref.kind.rawValue, ref.key, field, state.value.stored, state.time.wall, state.time.counter,
                state.time.machine.text, filmText,
            ])
    }
}
