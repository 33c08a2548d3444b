import Foundation
import GRDB

/// One of your lists (table `list`): its name, description, whether it is ranked, and when it
/// was made and last changed. Deleted, the row stays as the list's tombstone (`deletedAt`), its
/// films with it, until it has been deleted ``FilmList/restorableFor``.
///
/// A list is found by its name's key (`nameKey`, ``key(of:)``), unique among the lists not
/// deleted (``LibrarySchemaV8``): names that differ in case or in Unicode's form alone ("Été",
/// "été", "E\u{301}té") name one list. The name is kept as it was given.
struct ListRecord: LibraryTable {
    static let databaseTableName = "list"

    enum Columns: String, ColumnExpression, CaseIterable {
        case id, name, description, ranked, createdAt, deletedAt, changedAt, recordedAt, nameKey, uuid
    }

    /// The columns ``list(_:entries:)`` reads, after the row's id.
    private static let read = qualified([.id, .name, .description, .ranked, .createdAt, .changedAt, .deletedAt])

    /// The key a list is found by, of `name`: Unicode's canonical caseless form of it (its
    /// canonical decomposition case-folded, as Unicode's "canonical caseless match" compares
    /// names), composed again (NFC). Unlike `lowercased()`, folding takes "ß" and "SS", "ς" and
    /// "Σ" alike, and no locale changes it; unlike SQLite's `NOCASE`, it folds beyond ASCII.
    static func key(of name: String) -> String {
        name.decomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
    }

    /// Makes a list; `nil` when a list not deleted has the name (its key, ``key(of:)``, taken).
    /// It keeps `uuid` on every machine its changes sync to (a new one when `nil`).
    static func create(
        name: String, description: String?, ranked: Bool, uuid: UUID? = nil, stamp: ChangeStamp, in db: Database
    ) throws -> Int64? {
        guard try row(named: name, in: db) == nil else { return nil }
        try db.cachedStatement(sql: insertion(skipping: [.id])).execute(arguments: [
            name, description, ranked, stamp.changedAt, nil, stamp.changedAt, stamp.recordedAt, key(of: name),
            (uuid ?? UUID()).uuidString.lowercased(),
        ])
        return db.lastInsertedRowID
    }

    /// The row of your list of `list`'s name, made as the file gives it when there is none;
    /// `nil` when one of its name was deleted at or after the file's `stamp` (an older export
    /// does not bring back a list deleted since).
    static func imported(_ list: ImportedList, stamp: ChangeStamp, in db: Database) throws -> Int64? {
        if let row = try row(named: list.name, in: db) { return row }
        let deleted = try Int64.fetchOne(
            db.cachedStatement(
                sql: "SELECT max(deletedAt) FROM list WHERE nameKey = ? AND deletedAt IS NOT NULL"),
            arguments: [key(of: list.name)])
        if let deleted, deleted >= stamp.changedAt { return nil }
        return try create(
            name: list.name, description: list.description, ranked: list.ranked, stamp: stamp, in: db)
    }

    /// The row of the list not deleted named `name` (by its key, ``key(of:)``).
    static func row(named name: String, in db: Database) throws -> Int64? {
        try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT id FROM list WHERE nameKey = ? AND deletedAt IS NULL"),
            arguments: [key(of: name)])
    }

    /// The name of the list not deleted named `name` (whatever the case), as it was given.
    static func name(of row: Int64, in db: Database) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT name FROM list WHERE id = ?"), arguments: [row])
    }

    /// Whether the list of row `row` is ranked.
    static func isRanked(_ row: Int64, in db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT ranked FROM list WHERE id = ?"), arguments: [row]) ?? false
    }

    /// The lists not deleted, by name (whatever the case), each with its films.
    static func lists(in db: Database) throws -> [FilmList] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT \(read) FROM list WHERE deletedAt IS NULL ORDER BY name COLLATE NOCASE")
        ).map { row in try list(row, entries: ListEntryRecord.entries(ofList: row[0], in: db)) }
    }

    /// The list not deleted named `name`, with its films.
    static func list(named name: String, in db: Database) throws -> FilmList? {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: "SELECT \(read) FROM list WHERE nameKey = ? AND deletedAt IS NULL"),
                arguments: [key(of: name)])
        else { return nil }
        return try list(row, entries: ListEntryRecord.entries(ofList: row[0], in: db))
    }

    /// The deleted lists, the last deleted first, with their films: tombstones, restorable or not.
    static func deleted(in db: Database) throws -> [FilmList] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT \(read) FROM list WHERE deletedAt IS NOT NULL ORDER BY deletedAt DESC")
        ).map { row in try list(row, entries: ListEntryRecord.entries(ofList: row[0], in: db)) }
    }

    private static func list(_ row: Row, entries: [FilmListEntry]) -> FilmList {
        FilmList(
            name: row[1], description: row[2], ranked: row[3], createdAt: LibraryTime.date(row[4]),
            changedAt: LibraryTime.date(row[5]), deletedAt: (row[6] as Int64?).map(LibraryTime.date),
            entries: entries)
    }

    /// Records that the list of row `row` changed.
    static func touch(_ row: Int64, stamp: ChangeStamp, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE list SET changedAt = ?, recordedAt = ? WHERE id = ?").execute(
            arguments: [stamp.changedAt, stamp.recordedAt, row])
    }

    /// Deletes the list named `name`, keeping it as its tombstone; whether there was one. Lists
    /// deleted longer ago than they can be restored are dropped, their films with them.
    static func delete(named name: String, stamp: ChangeStamp, in db: Database) throws -> Bool {
        try dropExpired(before: stamp.changedAt, in: db)
        guard let row = try row(named: name, in: db) else { return false }
        try db.cachedStatement(
            sql: "UPDATE list SET deletedAt = ?, changedAt = ?, recordedAt = ? WHERE id = ?"
        ).execute(arguments: [stamp.changedAt, stamp.changedAt, stamp.recordedAt, row])
        return true
    }

    /// Brings back the list named `name` deleted last, if it was deleted within
    /// ``FilmList/restorableFor`` and no list has its name now.
    static func restore(named name: String, stamp: ChangeStamp, in db: Database) throws -> FilmListChange {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT id, deletedAt, name FROM list WHERE nameKey = ? AND deletedAt IS NOT NULL
                        ORDER BY deletedAt DESC LIMIT 1
                        """), arguments: [key(of: name)])
        else { return .noSuchList }
        let deletedAt: Int64 = row[1]
        guard deletedAt > stamp.changedAt - restorableMilliseconds else { return .expired }
        if let kept = try self.row(named: name, in: db) {
            return try .nameTaken(self.name(of: kept, in: db) ?? name)
        }
        try db.cachedStatement(
            sql: "UPDATE list SET deletedAt = NULL, changedAt = ?, recordedAt = ? WHERE id = ?"
        ).execute(arguments: [stamp.changedAt, stamp.recordedAt, row[0] as Int64])
        return .done
    }

    /// Renames the list named `name` `newName` (which may differ from it in case alone).
    static func rename(_ name: String, to newName: String, stamp: ChangeStamp, in db: Database) throws -> FilmListChange
    {
        guard let row = try row(named: name, in: db) else { return .noSuchList }
        if let other = try self.row(named: newName, in: db), other != row {
            return try .nameTaken(self.name(of: other, in: db) ?? newName)
        }
        try setName(newName, ofRow: row, stamp: stamp, in: db)
        return .done
    }

    /// Gives list row `row` the name `name` and the key it is found by (``key(of:)``): the one
    /// place a list's name changes once it is made, so the two never part.
    static func setName(_ name: String, ofRow row: Int64, stamp: ChangeStamp, in db: Database) throws {
        try db.cachedStatement(
            sql: "UPDATE list SET name = ?, nameKey = ?, changedAt = ?, recordedAt = ? WHERE id = ?"
        ).execute(arguments: [name, key(of: name), stamp.changedAt, stamp.recordedAt, row])
    }

    /// Changes the description of the list of row `row`, and whether it is ranked.
    static func describe(_ row: Int64, description: String?, ranked: Bool, stamp: ChangeStamp, in db: Database) throws {
        try db.cachedStatement(
            sql: "UPDATE list SET description = ?, ranked = ?, changedAt = ?, recordedAt = ? WHERE id = ?"
        ).execute(arguments: [description, ranked, stamp.changedAt, stamp.recordedAt, row])
    }

    /// The names of the lists not deleted that hold film row `film`, by name.
    static func names(holding film: Int64, in db: Database) throws -> [String] {
        try String.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT list.name FROM listEntry JOIN list ON list.id = listEntry.listId
                    WHERE listEntry.filmId = ? AND list.deletedAt IS NULL ORDER BY list.name COLLATE NOCASE
                    """), arguments: [film])
    }

    private static let restorableMilliseconds = Int64(FilmList.restorableFor * 1000)

    /// Drops the lists deleted before `moment` less ``FilmList/restorableFor``.
    private static func dropExpired(before moment: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM list WHERE deletedAt IS NOT NULL AND deletedAt <= ?").execute(
            arguments: [moment - restorableMilliseconds])
    }
}
