import Foundation
import GRDB

/// A film on the watchlist (table `watchlistEntry`): one row per film, with the day it was added
/// and when the entry last changed (``ChangeStamp``). Taken off, it leaves a tombstone.
struct WatchlistEntryRecord: LibraryTable {
    static let databaseTableName = "watchlistEntry"

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
            return .unchanged
        }
        try db.cachedStatement(sql: Self.insertion(ignoringConflicts: true)).execute(arguments: [
            filmId, added, stamp.changedAt, stamp.recordedAt,
        ])
        guard db.changesCount > 0 else { return .unchanged }
        try TombstoneRecord.clear(.watchlist, film: filmId, in: db)
        return .added
    }

    /// Takes film `film` off the watchlist, leaving a tombstone; whether it was on it.
    static func remove(_ film: Int64, stamp: ChangeStamp, in db: Database) throws -> Bool {
        try db.cachedStatement(sql: "DELETE FROM watchlistEntry WHERE filmId = ?").execute(arguments: [film])
        guard db.changesCount > 0 else { return false }
        try TombstoneRecord(.watchlist, film: film, stamp: stamp).record(in: db)
        return true
    }

    /// Takes film `film` off the watchlist if it was added on or before `day`, the day it was
    /// seen: a film you watch after adding it leaves the watchlist (and leaves a tombstone).
    static func leave(_ film: Int64, seenOn day: String, stamp: ChangeStamp, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM watchlistEntry WHERE filmId = ? AND added <= ?").execute(
            arguments: [film, day])
        if db.changesCount > 0 { try TombstoneRecord(.watchlist, film: film, stamp: stamp).record(in: db) }
    }

    /// Whether film `film` is on the watchlist.
    static func holds(_ film: Int64, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM watchlistEntry WHERE filmId = ?)"),
            arguments: [film]) ?? false
    }

    /// The columns ``entries(_:_:)`` reads before the film's.
    private static let read = qualified([.added, .changedAt])

    /// The films of `source` on the watchlist, the last added first.
    static func entries(of source: MovieSource, in db: Database) throws -> [WatchlistEntry] {
        try entries(
            db.cachedStatement(
                sql: """
                    SELECT \(read), \(FilmRecord.selection) FROM watchlistEntry
                    JOIN film ON film.id = watchlistEntry.filmId WHERE film.source = ?
                    ORDER BY watchlistEntry.added DESC, film.id DESC
                    """), [source.rawValue])
    }

    /// The entries this library recorded a change of after `moment` (milliseconds).
    static func entries(recordedAfter moment: Int64, in db: Database) throws -> [WatchlistEntry] {
        try entries(
            db.cachedStatement(
                sql: """
                    SELECT \(read), \(FilmRecord.selection) FROM watchlistEntry
                    JOIN film ON film.id = watchlistEntry.filmId WHERE watchlistEntry.recordedAt > ?
                    ORDER BY watchlistEntry.recordedAt, film.id
                    """), [moment])
    }

    private static func entries(_ statement: Statement, _ arguments: StatementArguments) throws -> [WatchlistEntry] {
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var entries: [WatchlistEntry] = []
        while let row = try rows.next() {
            entries.append(
                WatchlistEntry(
                    film: FilmRecord.film(row, at: 2), added: APIDate.parse(row[0]) ?? .distantPast,
                    changedAt: LibraryTime.date(row[1])))
        }
        return entries
    }

    /// How many entries the watchlist holds of each source's films.
    static func counts(in db: Database) throws -> [String: Int] {
        try Dictionary(
            Row.fetchAll(
                db,
                sql: """
                    SELECT film.source, count(*) FROM watchlistEntry JOIN film ON film.id = watchlistEntry.filmId
                    GROUP BY film.source
                    """
            ).map { row -> (String, Int) in (row[0], row[1]) }, uniquingKeysWith: +)
    }

    /// Moves the entry of film row `unmatched` to row `matched`, unless `matched` has one.
    static func move(from unmatched: Int64, to matched: Int64, recordedAt: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE OR IGNORE watchlistEntry SET filmId = ?, recordedAt = ? WHERE filmId = ?")
            .execute(arguments: [matched, recordedAt, unmatched])
    }

    /// Records film row `film`'s entry anew at `recordedAt`.
    static func recorded(ofFilm film: Int64, at recordedAt: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE watchlistEntry SET recordedAt = ? WHERE filmId = ?").execute(
            arguments: [recordedAt, film])
    }
}
