import Foundation
import GRDB

/// A film on the watchlist (table `watchlistEntry`): one row per film, with the day it was added
/// and when the entry last changed (``ChangeStamp``). Taken off, it leaves a tombstone.
struct WatchlistEntryRecord: OneEntryPerFilmTable {
    static let databaseTableName = "watchlistEntry"
    static let removal = LibraryRemoval.Entry.watchlist

    enum Columns: String, ColumnExpression, CaseIterable {
        case filmId, added, changedAt, recordedAt
    }

    var filmId: Int64
    /// `yyyy-MM-dd`.
    var added: String
    var stamp: ChangeStamp

    /// Adds the entry unless its film is on the watchlist, or (`honouringRemovals`, as imports
    /// do) was taken off it after the entry's change; an entry added clears its tombstone.
    func add(honouringRemovals: Bool = false, in db: Database) throws -> LibraryChange {
        if honouringRemovals, try TombstoneRecord.outlives(stamp, of: .watchlist, film: filmId, in: db) {
            return .passedBy(.removedSince)
        }
        try db.cachedStatement(sql: Self.insertion(ignoringConflicts: true)).execute(arguments: [
            filmId, added, stamp.changedAt, stamp.recordedAt,
        ])
        guard db.changesCount > 0 else { return .unchanged }
        try TombstoneRecord.clear(.watchlist, film: filmId, in: db)
        return .added
    }

    /// Takes film `film` off the watchlist, seen: whatever the day when `day` is `nil` (a viewing
    /// or a rating logged now, ``LibraryEditor``'s rule), else if it was added on or before `day`,
    /// the day it was seen (an import, which replays a file's history). Leaves a tombstone;
    /// whether it was taken off.
    @discardableResult
    static func leave(_ film: Int64, seenOn day: String?, stamp: ChangeStamp, in db: Database) throws -> Bool {
        if let day {
            try db.cachedStatement(sql: "DELETE FROM watchlistEntry WHERE filmId = ? AND added <= ?").execute(
                arguments: [film, day])
        } else {
            try db.cachedStatement(sql: "DELETE FROM watchlistEntry WHERE filmId = ?").execute(arguments: [film])
        }
        guard db.changesCount > 0 else { return false }
        try TombstoneRecord(.watchlist, film: film, stamp: stamp).record(in: db)
        return true
    }

    static let day = Columns.added
    static let entryColumns = qualified([.added, .changedAt])

    static func entry(_ row: Row) -> WatchlistEntry {
        WatchlistEntry(
            film: FilmRecord.film(row, at: 2), added: APIDate.parse(row[0]) ?? .distantPast,
            changedAt: LibraryTime.date(row[1]))
    }
}
