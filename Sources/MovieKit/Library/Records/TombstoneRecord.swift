import Foundation
import GRDB

/// A tombstone (table `tombstone`): an entry removed from the library, and when, so that a sync
/// can say "removed since Tuesday" to another device. One per entry removed: a watchlist entry
/// or a rating (by film), a viewing (by its id), a tag (by viewing and tag). Removed again, the
/// entry's tombstone takes the later time; added again, the entry clears it: an entry is either
/// in the library or here, never both.
struct TombstoneRecord: LibraryTable {
    static let databaseTableName = "tombstone"

    enum Columns: String, ColumnExpression, CaseIterable {
        case id, entry, filmId, viewingUUID, tag, removedAt, recordedAt
    }

    var entry: LibraryRemoval.Entry
    var filmId: Int64
    /// `removedAt` is its ``ChangeStamp/changedAt``.
    var stamp: ChangeStamp

    init(_ entry: LibraryRemoval.Entry, film: Int64, stamp: ChangeStamp) {
        self.entry = entry
        filmId = film
        self.stamp = stamp
    }

    /// Records the removal, replacing the entry's tombstone; with `keepingLater` (as imports do),
    /// a tombstone of it removed later stays instead. Whether it recorded it.
    @discardableResult
    func record(keepingLater: Bool = false, in db: Database) throws -> Bool {
        if keepingLater, let kept = try Self.removedAt(entry, film: filmId, in: db), kept >= stamp.changedAt {
            return false
        }
        try Self.clear(entry, film: filmId, in: db)
        let (name, viewing, tag) = Self.key(entry)
        try db.cachedStatement(sql: Self.insertion(skipping: [.id])).execute(arguments: [
            name, filmId, viewing, tag, stamp.changedAt, stamp.recordedAt,
        ])
        return true
    }

    /// Whether `entry` of film row `film` was removed at or after the change `stamp` (an import
    /// of an older export does not bring back what was removed since).
    static func outlives(
        _ stamp: ChangeStamp, of entry: LibraryRemoval.Entry, film: Int64, in db: Database
    ) throws -> Bool {
        try removedAt(entry, film: film, in: db).map { $0 >= stamp.changedAt } ?? false
    }

    /// When `entry` of film row `film` was removed (milliseconds), if it was.
    static func removedAt(_ entry: LibraryRemoval.Entry, film: Int64, in db: Database) throws -> Int64? {
        let (name, viewing, tag) = key(entry)
        return try Int64.fetchOne(
            db.cachedStatement(
                sql: "SELECT removedAt FROM tombstone WHERE filmId = ? AND entry = ? AND viewingUUID IS ? AND tag IS ?"),
            arguments: [film, name, viewing, tag])
    }

    /// Clears the tombstone of `entry` of film row `film`: it is in the library again.
    static func clear(_ entry: LibraryRemoval.Entry, film: Int64, in db: Database) throws {
        let (name, viewing, tag) = key(entry)
        try db.cachedStatement(
            sql: "DELETE FROM tombstone WHERE filmId = ? AND entry = ? AND viewingUUID IS ? AND tag IS ?"
        ).execute(arguments: [film, name, viewing, tag])
    }

    /// Clears the tombstones of the tags of viewing `viewing`: the viewing's own says more.
    static func clearTags(of viewing: UUID, film: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM tombstone WHERE filmId = ? AND entry = 'tag' AND viewingUUID = ?")
            .execute(arguments: [film, viewing])
    }

    /// The entry's name, and the viewing and tag it names, as the table keeps them.
    private static func key(_ entry: LibraryRemoval.Entry) -> (String, UUID?, String?) {
        switch entry {
        case .watchlist, .rating: (entry.name, nil, nil)
        case .viewing(let viewing): (entry.name, viewing, nil)
        case .tag(let tag, let viewing): (entry.name, viewing, tag)
        }
    }

    /// The columns ``removals(_:_:)`` reads before the film's.
    private static let read = qualified([.entry, .viewingUUID, .tag, .removedAt])

    /// Every tombstone, the last removed first (what an export holds).
    static func removals(in db: Database) throws -> [LibraryRemoval] {
        try removals(
            db.cachedStatement(
                sql: """
                    SELECT \(read), \(FilmRecord.selection) FROM tombstone JOIN film ON film.id = tombstone.filmId
                    ORDER BY tombstone.removedAt DESC, tombstone.id DESC
                    """), [])
    }

    /// The removals this library recorded after `moment` (milliseconds).
    static func removals(recordedAfter moment: Int64, in db: Database) throws -> [LibraryRemoval] {
        try removals(
            db.cachedStatement(
                sql: """
                    SELECT \(read), \(FilmRecord.selection) FROM tombstone JOIN film ON film.id = tombstone.filmId
                    WHERE tombstone.recordedAt > ? ORDER BY tombstone.recordedAt, tombstone.id
                    """), [moment])
    }

    private static func removals(_ statement: Statement, _ arguments: StatementArguments) throws -> [LibraryRemoval] {
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var removals: [LibraryRemoval] = []
        while let row = try rows.next() {
            let viewing: UUID? = row[1]
            let entry: LibraryRemoval.Entry
            switch (row[0] as String, viewing, row[2] as String?) {
            case ("watchlist", _, _): entry = .watchlist
            case ("rating", _, _): entry = .rating
            case ("viewing", let viewing?, _): entry = .viewing(viewing)
            case ("tag", let viewing?, let tag?): entry = .tag(tag, viewing: viewing)
            default: continue
            }
            removals.append(
                LibraryRemoval(film: FilmRecord.film(row, at: 4), entry: entry, removedAt: LibraryTime.date(row[3])))
        }
        return removals
    }

    /// Moves the tombstones of film row `unmatched` to row `matched`, recorded anew at
    /// `recordedAt`, after its entries moved: those of viewings and tags as they are; of the
    /// watchlist entry and the rating, the later of the two films' tombstones, and none where
    /// `matched` holds the entry now.
    static func move(from unmatched: Int64, to matched: Int64, recordedAt: Int64, in db: Database) throws {
        try db.cachedStatement(
            sql: "UPDATE tombstone SET filmId = ?, recordedAt = ? WHERE filmId = ? AND viewingUUID IS NOT NULL"
        ).execute(arguments: [matched, recordedAt, unmatched])
        for entry in [LibraryRemoval.Entry.watchlist, .rating] {
            let held =
                try entry == .watchlist
                ? WatchlistEntryRecord.holds(matched, in: db) : RatingRecord.holds(matched, in: db)
            if held {
                try clear(entry, film: matched, in: db)
                continue
            }
            guard let moving = try removedAt(entry, film: unmatched, in: db) else { continue }
            if let kept = try removedAt(entry, film: matched, in: db) {
                guard moving > kept else { continue }
                try clear(entry, film: matched, in: db)
            }
            try db.cachedStatement(
                sql: "UPDATE tombstone SET filmId = ?, recordedAt = ? WHERE filmId = ? AND entry = ?"
            ).execute(arguments: [matched, recordedAt, unmatched, entry.name])
        }
    }

    /// Records film row `film`'s tombstones anew at `recordedAt`.
    static func recorded(ofFilm film: Int64, at recordedAt: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE tombstone SET recordedAt = ? WHERE filmId = ?").execute(arguments: [
            recordedAt, film,
        ])
    }
}
