import Foundation
import GRDB

extension ViewingRecord {
    /// Changes the viewing whose id is `uuid` as `edit` says, at `stamp`: its day, rating and
    /// review change it (its `changedAt`), each tag given or taken off is a change of its own (a
    /// tag taken off leaves a tombstone, a tag kept keeps its time). A rating set becomes the
    /// film's too, given `ratedOn`. The viewing before and after; `nil` when the library has no
    /// such viewing.
    static func change(
        _ uuid: UUID, _ edit: ViewingEdit, ratedOn: String, stamp: ChangeStamp, in db: Database
    ) throws -> ViewingChange? {
        guard let before = try viewing(uuid, in: db), let (row, film) = try row(of: uuid, in: db) else { return nil }
        var after = edit.applied(to: before)
        if after.watchedOn != before.watchedOn || after.rating != before.rating || after.review != before.review {
            try db.cachedStatement(
                sql:
                    "UPDATE viewing SET watchedOn = ?, rating = ?, review = ?, changedAt = ?, recordedAt = ? WHERE id = ?"
            ).execute(arguments: [
                after.watchedOn.map(APIDate.format), after.rating, after.review, stamp.changedAt, stamp.recordedAt, row,
            ])
            after.changedAt = LibraryTime.date(stamp.changedAt)
        }
        if after.tags != before.tags {
            _ = try ViewingTagRecord.replace(with: after.tags, of: row, named: uuid, film: film, stamp: stamp, in: db)
        }
        if case .set(let rating) = edit.rating, rating != before.rating {
            _ = try RatingRecord(filmId: film, rating: rating, ratedOn: ratedOn, stamp: stamp).set(in: db)
        }
        return ViewingChange(before: before, after: after)
    }
}
