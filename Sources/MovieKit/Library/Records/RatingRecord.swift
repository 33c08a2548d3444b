import Foundation
import GRDB

/// Your rating of a film (table `rating`): one row per film, with the day it was given and when it
/// last changed (``ChangeStamp``). Taken away, it leaves a tombstone.
struct RatingRecord: OneEntryPerFilmTable {
    static let databaseTableName = "rating"
    static let removal = LibraryRemoval.Entry.rating

    enum Columns: String, ColumnExpression, CaseIterable {
        case filmId, rating, ratedOn, changedAt, recordedAt
    }

    var filmId: Int64
    var rating: YourRating
    /// `yyyy-MM-dd`.
    var ratedOn: String
    var stamp: ChangeStamp

    /// Your rating of film `film`; `nil` when there is none.
    static func rating(of film: Int64, in db: Database) throws -> YourRating? {
        try YourRating.fetchOne(
            db.cachedStatement(sql: "SELECT rating FROM rating WHERE filmId = ?"), arguments: [film])
    }

    /// Sets the film's rating. A rating given on a day before the one kept (an older export
    /// imported again) leaves the newer one, unless `overridingLaterDay` (a person's rating,
    /// given now: the kept one's day may be another machine's tomorrow); with
    /// `honouringRemovals` (as imports do), so does a rating taken away after this one's change.
    /// A rating set clears its tombstone.
    func set(honouringRemovals: Bool = false, overridingLaterDay: Bool = false, in db: Database) throws -> LibraryChange
    {
        let kept = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT rating, ratedOn FROM rating WHERE filmId = ?"), arguments: [filmId])
        if let kept {
            let keptRating: YourRating = kept[0]
            let keptDay: String = kept[1]
            guard keptRating != rating, overridingLaterDay || ratedOn >= keptDay else { return .unchanged }
            try db.cachedStatement(
                sql: """
                    UPDATE rating SET rating = ?, ratedOn = ?, changedAt = max(changedAt, ?), recordedAt = ?
                    WHERE filmId = ?
                    """
            ).execute(arguments: [rating, ratedOn, stamp.changedAt, stamp.recordedAt, filmId])
            return .updated
        }
        if honouringRemovals, try TombstoneRecord.outlives(stamp, of: .rating, film: filmId, in: db) {
            return .passedBy(.removedSince)
        }
        try db.cachedStatement(sql: Self.insertion()).execute(arguments: [
            filmId, rating, ratedOn, stamp.changedAt, stamp.recordedAt,
        ])
        try TombstoneRecord.clear(.rating, film: filmId, in: db)
        return .added
    }

    static let day = Columns.ratedOn
    static let entryColumns = qualified([.rating, .ratedOn, .changedAt])

    static func entry(_ row: Row) -> FilmRating {
        FilmRating(
            film: FilmRecord.film(row, at: 3), rating: row[0], ratedOn: APIDate.parse(row[1]) ?? .distantPast,
            changedAt: LibraryTime.date(row[2]))
    }
}
