import Foundation
import GRDB

/// Your rating of a film (table `rating`): one row per film, with the day it was given and when it
/// last changed (``ChangeStamp``). Taken away, it leaves a tombstone.
struct RatingRecord: LibraryTable {
    static let databaseTableName = "rating"

    enum Columns: String, ColumnExpression, CaseIterable {
        case filmId, rating, ratedOn, changedAt, recordedAt
    }

    var filmId: Int64
    var rating: Int
    /// `yyyy-MM-dd`.
    var ratedOn: String
    var stamp: ChangeStamp

    /// Sets the film's rating. A rating given on a day before the one kept (an older export
    /// imported again) leaves the newer one; with `honouringRemovals` (as imports do), so does a
    /// rating taken away after this one's change. A rating set clears its tombstone.
    func set(honouringRemovals: Bool = false, in db: Database) throws -> LibraryChange {
        let kept = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT rating, ratedOn FROM rating WHERE filmId = ?"), arguments: [filmId])
        if let kept {
            let keptRating: Int = kept[0]
            let keptDay: String = kept[1]
            guard keptRating != rating, ratedOn >= keptDay else { return .unchanged }
            try db.cachedStatement(
                sql: """
                    UPDATE rating SET rating = ?, ratedOn = ?, changedAt = max(changedAt, ?), recordedAt = ?
                    WHERE filmId = ?
                    """
            ).execute(arguments: [rating, ratedOn, stamp.changedAt, stamp.recordedAt, filmId])
            return .updated
        }
        if honouringRemovals, try TombstoneRecord.outlives(stamp, of: .rating, film: filmId, in: db) {
            return .unchanged
        }
        try db.cachedStatement(sql: Self.insertion()).execute(arguments: [
            filmId, rating, ratedOn, stamp.changedAt, stamp.recordedAt,
        ])
        try TombstoneRecord.clear(.rating, film: filmId, in: db)
        return .added
    }

    /// Takes film `film`'s rating away, leaving a tombstone; whether it had one.
    static func remove(_ film: Int64, stamp: ChangeStamp, in db: Database) throws -> Bool {
        try db.cachedStatement(sql: "DELETE FROM rating WHERE filmId = ?").execute(arguments: [film])
        guard db.changesCount > 0 else { return false }
        try TombstoneRecord(.rating, film: film, stamp: stamp).record(in: db)
        return true
    }

    /// Whether film `film` has a rating.
    static func holds(_ film: Int64, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM rating WHERE filmId = ?)"), arguments: [film])
            ?? false
    }

    /// The columns ``ratings(_:_:)`` reads before the film's.
    private static let read = qualified([.rating, .ratedOn, .changedAt])

    /// Your ratings of `source`'s films, the last given first.
    static func ratings(of source: MovieSource, in db: Database) throws -> [FilmRating] {
        try ratings(
            db.cachedStatement(
                sql: """
                    SELECT \(read), \(FilmRecord.selection) FROM rating
                    JOIN film ON film.id = rating.filmId WHERE film.source = ?
                    ORDER BY rating.ratedOn DESC, film.id DESC
                    """), [source.rawValue])
    }

    /// The ratings this library recorded a change of after `moment` (milliseconds).
    static func ratings(recordedAfter moment: Int64, in db: Database) throws -> [FilmRating] {
        try ratings(
            db.cachedStatement(
                sql: """
                    SELECT \(read), \(FilmRecord.selection) FROM rating
                    JOIN film ON film.id = rating.filmId WHERE rating.recordedAt > ?
                    ORDER BY rating.recordedAt, film.id
                    """), [moment])
    }

    private static func ratings(_ statement: Statement, _ arguments: StatementArguments) throws -> [FilmRating] {
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var ratings: [FilmRating] = []
        while let row = try rows.next() {
            ratings.append(
                FilmRating(
                    film: FilmRecord.film(row, at: 3), rating: row[0], ratedOn: APIDate.parse(row[1]) ?? .distantPast,
                    changedAt: LibraryTime.date(row[2])))
        }
        return ratings
    }

    /// How many ratings the library holds of each source's films.
    static func counts(in db: Database) throws -> [String: Int] {
        try Dictionary(
            Row.fetchAll(
                db,
                sql:
                    "SELECT film.source, count(*) FROM rating JOIN film ON film.id = rating.filmId GROUP BY film.source"
            ).map { row -> (String, Int) in (row[0], row[1]) }, uniquingKeysWith: +)
    }

    /// Moves the rating of film row `unmatched` to row `matched`, unless `matched` has one.
    static func move(from unmatched: Int64, to matched: Int64, recordedAt: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE OR IGNORE rating SET filmId = ?, recordedAt = ? WHERE filmId = ?")
            .execute(arguments: [matched, recordedAt, unmatched])
    }

    /// Records film row `film`'s rating anew at `recordedAt`.
    static func recorded(ofFilm film: Int64, at recordedAt: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE rating SET recordedAt = ? WHERE filmId = ?").execute(arguments: [
            recordedAt, film,
        ])
    }
}
