import Foundation
import GRDB

/// A film on one of your lists (table `listEntry`): one row per list and film, at its position.
/// Positions run 1, 2, … with no gaps: a film put in at a position moves those from it on down
/// one, a film taken off moves those after it up one.
struct ListEntryRecord: FilmEntryTable {
    static let databaseTableName = "listEntry"

    enum Columns: String, ColumnExpression, CaseIterable {
        case listId, filmId, position, importedRank, changedAt, recordedAt
    }

    /// The films of the list of row `list`, by position.
    static func entries(ofList list: Int64, in db: Database) throws -> [FilmListEntry] {
        try entries(
            reading: qualified([.position, .changedAt]), where: "listEntry.listId = ?",
            orderedBy: "listEntry.position", [list], in: db
        ) { row in
            FilmListEntry(position: row[0], film: FilmRecord.film(row, at: 2), changedAt: LibraryTime.date(row[1]))
        }
    }

    /// Puts film row `film` on the list of row `list` at `position` (the end when `nil`, or past
    /// it); a film on it already moves there when a position is given, else stays.
    static func add(
        _ film: Int64, toList list: Int64, at position: Int?, stamp: ChangeStamp, in db: Database
    ) throws -> FilmListChange {
        let count = try self.count(ofList: list, in: db)
        if let current = try self.position(of: film, inList: list, in: db) {
            guard let position else { return .alreadyOn(position: current) }
            let wanted = min(max(position, 1), count)
            guard wanted != current else { return .alreadyOn(position: current) }
            try take(film, fromList: list, at: current, in: db)
            try insert(film, intoList: list, at: wanted, stamp: stamp, in: db)
            return .moved(from: current, to: wanted)
        }
        let wanted = min(max(position ?? count + 1, 1), count + 1)
        try insert(film, intoList: list, at: wanted, stamp: stamp, in: db)
        return .added(position: wanted)
    }

    /// Takes film row `film` off the list of row `list`; whether it was on it.
    static func remove(_ film: Int64, fromList list: Int64, in db: Database) throws -> Bool {
        guard let current = try position(of: film, inList: list, in: db) else { return false }
        try take(film, fromList: list, at: current, in: db)
        return true
    }

    /// The position of film row `film` on the list of row `list`.
    static func position(of film: Int64, inList list: Int64, in db: Database) throws -> Int? {
        try Int.fetchOne(
            db.cachedStatement(sql: "SELECT position FROM listEntry WHERE listId = ? AND filmId = ?"),
            arguments: [list, film])
    }

    /// How many films the list of row `list` holds.
    static func count(ofList list: Int64, in db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM listEntry WHERE listId = ?"), arguments: [list])
            ?? 0
    }

    /// Puts film row `film`, at `rank` on an imported file's list, on the list of row `list`:
    /// after the films the import put there with a rank up to `rank`, before those with a
    /// greater one (so films matched in any order end in the file's), else at the end. A film on
    /// the list already stays where it is.
    static func addImported(
        _ film: Int64, toList list: Int64, rank: Int, stamp: ChangeStamp, in db: Database
    ) throws -> LibraryChange {
        guard try position(of: film, inList: list, in: db) == nil else { return .unchanged }
        let before = try Int.fetchOne(
            db.cachedStatement(sql: "SELECT max(position) FROM listEntry WHERE listId = ? AND importedRank <= ?"),
            arguments: [list, rank])
        let after = try Int.fetchOne(
            db.cachedStatement(sql: "SELECT min(position) FROM listEntry WHERE listId = ? AND importedRank > ?"),
            arguments: [list, rank])
        let position = try before.map { $0 + 1 } ?? after ?? count(ofList: list, in: db) + 1
        try insert(film, intoList: list, at: position, rank: rank, stamp: stamp, in: db)
        return .added
    }

    private static func insert(
        _ film: Int64, intoList list: Int64, at position: Int, rank: Int? = nil, stamp: ChangeStamp, in db: Database
    ) throws {
        try db.cachedStatement(sql: "UPDATE listEntry SET position = position + 1 WHERE listId = ? AND position >= ?")
            .execute(arguments: [list, position])
        try db.cachedStatement(sql: insertion()).execute(arguments: [
            list, film, position, rank, stamp.changedAt, stamp.recordedAt,
        ])
    }

    private static func take(_ film: Int64, fromList list: Int64, at position: Int, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM listEntry WHERE listId = ? AND filmId = ?").execute(arguments: [
            list, film,
        ])
        try db.cachedStatement(sql: "UPDATE listEntry SET position = position - 1 WHERE listId = ? AND position > ?")
            .execute(arguments: [list, position])
    }

    /// Moves the entries of film row `unmatched` to row `matched`: on a list that holds
    /// `matched` already, the entry of `unmatched` goes and those after it move up.
    static func move(from unmatched: Int64, to matched: Int64, recordedAt: Int64, in db: Database) throws {
        let rows = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT listId, position FROM listEntry WHERE filmId = ?"), arguments: [unmatched])
        for row in rows {
            let list: Int64 = row[0]
            if try position(of: matched, inList: list, in: db) != nil {
                try take(unmatched, fromList: list, at: row[1], in: db)
            } else {
                try db.cachedStatement(
                    sql: "UPDATE listEntry SET filmId = ?, recordedAt = ? WHERE listId = ? AND filmId = ?"
                ).execute(arguments: [matched, recordedAt, list, unmatched])
            }
        }
    }

    /// Records film row `film`'s entries anew at `recordedAt`.
    static func recorded(ofFilm film: Int64, at recordedAt: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE listEntry SET recordedAt = ? WHERE filmId = ?").execute(arguments: [
            recordedAt, film,
        ])
    }
}
