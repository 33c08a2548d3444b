import Foundation
import GRDB

/// A viewing (table `viewing`): a diary entry, or an undated "seen" mark, with its own id (a
/// UUID, the same in every export and on every device) and when it last changed
/// (``ChangeStamp``). Its tags are rows of their own (``ViewingTagRecord``). Removed, it leaves a
/// tombstone naming its id.
struct ViewingRecord: FilmEntryTable {
    static let databaseTableName = "viewing"

    enum Columns: String, ColumnExpression, CaseIterable {
        case id, uuid, filmId, watchedOn, markedOn, rewatch, rating, review, changedAt, recordedAt
    }

    var uuid: UUID
    var filmId: Int64
    /// `yyyy-MM-dd`; `nil` for a film marked as seen without a day.
    var watchedOn: String?
    /// `yyyy-MM-dd`.
    var markedOn: String
    var rewatch: Bool
    var rating: YourRating?
    var review: String?
    var stamp: ChangeStamp

    /// `viewing` of film row `film`, with its own id, or a new one.
    init(_ viewing: Viewing, film: Int64, stamp: ChangeStamp) {
        uuid = viewing.id ?? UUID()
        filmId = film
        watchedOn = viewing.watchedOn.map(APIDate.format)
        markedOn = APIDate.format(viewing.markedOn)
        rewatch = viewing.rewatch
        rating = viewing.rating
        review = viewing.review
        self.stamp = stamp
    }

    /// The statement ``insert(tags:tagTimes:leftNoTombstone:in:)`` runs, made once: an import
    /// inserts a row a play.
    private static let insertSQL = insertion(skipping: [.id])

    /// Inserts the viewing, then `tags` (each given when `tagTimes` says, else with the
    /// viewing); its row. A viewing named by an id it had before (an import's) clears the
    /// tombstone it left, unless the caller just found it `leftNoTombstone`.
    @discardableResult
    func insert(
        tags: [String], tagTimes: [String: Int64] = [:], leftNoTombstone: Bool = false, in db: Database
    ) throws -> Int64 {
        try db.cachedStatement(sql: Self.insertSQL).execute(arguments: [
            uuid, filmId, watchedOn, markedOn, rewatch, rating, review, stamp.changedAt, stamp.recordedAt,
        ])
        let row = db.lastInsertedRowID
        if !leftNoTombstone { try TombstoneRecord.clear(.viewing(uuid), film: filmId, in: db) }
        try ViewingTagRecord.add(tags, to: row, named: uuid, film: filmId, stamp: stamp, tagTimes: tagTimes, in: db)
        return row
    }

    /// The statement ``insertUnlessHeld(in:)`` runs, made once.
    private static let insertUnlessHeldSQL = insertion(skipping: [.id]) + " ON CONFLICT (uuid) DO NOTHING"

    /// Inserts the viewing, with no tags, unless the library holds a viewing of its id: its row,
    /// or `nil` when it held one (and nothing changed). Its tombstone is not looked for: only a
    /// viewing of a film row just made, which has none, is inserted so.
    func insertUnlessHeld(in db: Database) throws -> Int64? {
        let inserted = try db.run(
            Self.insertUnlessHeldSQL, uuid, filmId, watchedOn, markedOn, rewatch, rating, review, stamp.changedAt,
            stamp.recordedAt)
        return inserted > 0 ? db.lastInsertedRowID : nil
    }

    /// The row and film row of the viewing whose id is `uuid`, if the library has it.
    static func row(of uuid: UUID, in db: Database) throws -> (id: Int64, film: Int64)? {
        try Row.fetchOne(db.cachedStatement(sql: "SELECT id, filmId FROM viewing WHERE uuid = ?"), arguments: [uuid])
            .map { ($0[0], $0[1]) }
    }

    /// Whether film `film` has a viewing on `day`; for no day, whether it has any viewing at all.
    static func exists(of film: Int64, on day: Date?, in db: Database) throws -> Bool {
        if let day {
            return try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM viewing WHERE filmId = ? AND watchedOn = ?)"),
                arguments: [film, APIDate.format(day)]) ?? false
        }
        return try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM viewing WHERE filmId = ?)"), arguments: [film])
            ?? false
    }

    /// Whether film `film` was seen on or after `day` (watched then, or marked as seen then).
    static func seen(_ film: Int64, since day: String, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(
                sql: "SELECT EXISTS (SELECT 1 FROM viewing WHERE filmId = ? AND coalesce(watchedOn, markedOn) >= ?)"),
            arguments: [film, day]) ?? false
    }

    /// The viewings of film `film` on `day` (with no day, its undated ones), the first logged first.
    static func ids(of film: Int64, on day: Date?, in db: Database) throws -> [Int64] {
        try Int64.fetchAll(
            db.cachedStatement(sql: "SELECT id FROM viewing WHERE filmId = ? AND watchedOn IS ? ORDER BY id"),
            arguments: [film, day.map(APIDate.format)])
    }

    /// The ids of the viewings of film `film` on `day`.
    static func uuids(of film: Int64, on day: Date, in db: Database) throws -> [UUID] {
        try UUID.fetchAll(
            db.cachedStatement(sql: "SELECT uuid FROM viewing WHERE filmId = ? AND watchedOn = ?"),
            arguments: [film, APIDate.format(day)])
    }

    /// The last logged of the viewings of film `film` on `day` (with no day, its undated ones).
    static func lastID(of film: Int64, on day: Date?, in db: Database) throws -> Int64? {
        try Int64.fetchOne(
            db.cachedStatement(
                sql: "SELECT id FROM viewing WHERE filmId = ? AND watchedOn IS ? ORDER BY id DESC LIMIT 1"),
            arguments: [film, day.map(APIDate.format)])
    }

    /// Gives viewing row `id` the review and rating of `viewing` it lacks, and its tags if it has
    /// none (each given when `tagTimes` says, else at `stamp`): what an import adds to a viewing it
    /// already holds; whether it changed.
    static func complete(
        _ id: Int64, with viewing: Viewing, stamp: ChangeStamp, tagTimes: [String: Int64] = [:], in db: Database
    ) throws -> Bool {
        try db.cachedStatement(
            sql: """
                UPDATE viewing SET review = coalesce(review, ?), rating = coalesce(rating, ?),
                    changedAt = max(changedAt, ?), recordedAt = ?
                WHERE id = ? AND (review IS NULL AND ? IS NOT NULL OR rating IS NULL AND ? IS NOT NULL)
                """
        ).execute(arguments: [
            viewing.review, viewing.rating, stamp.changedAt, stamp.recordedAt, id, viewing.review, viewing.rating,
        ])
        var changed = db.changesCount > 0
        if !viewing.tags.isEmpty, try !ViewingTagRecord.any(of: id, in: db),
            let named = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT uuid, filmId FROM viewing WHERE id = ?"), arguments: [id])
        {
            let added = try ViewingTagRecord.add(
                viewing.tags, to: id, named: named[0], film: named[1], stamp: stamp, tagTimes: tagTimes,
                honouringRemovals: true, in: db)
            changed = changed || added > 0
        }
        return changed
    }

    /// Removes the viewing whose id is `uuid`, its tags with it, leaving a tombstone; whether the
    /// library had it.
    static func remove(_ uuid: UUID, stamp: ChangeStamp, in db: Database) throws -> Bool {
        guard let (id, film) = try row(of: uuid, in: db) else { return false }
        try db.cachedStatement(sql: "DELETE FROM viewing WHERE id = ?").execute(arguments: [id])
        try TombstoneRecord.clearTags(of: uuid, film: film, in: db)
        try TombstoneRecord(.viewing(uuid), film: film, stamp: stamp).record(in: db)
        return true
    }

    /// The columns ``viewing(_:tags:)`` reads before the film's.
    private static let read = qualified([.id, .uuid, .watchedOn, .markedOn, .rewatch, .rating, .review, .changedAt])

    /// The viewings of `source`'s films: the last watched first, then the films seen without a
    /// date, the last marked first.
    static func diary(of source: MovieSource, in db: Database) throws -> [Viewing] {
        let tags = try ViewingTagRecord.tags(in: db)
        return try entries(
            reading: read, where: "film.source = ?",
            orderedBy: "viewing.watchedOn IS NULL, viewing.watchedOn DESC, viewing.markedOn DESC, viewing.id DESC",
            [source.rawValue], in: db, as: { viewing($0, tags: tags) })
    }

    /// The viewings this library recorded a change of after `moment` (milliseconds).
    static func viewings(recordedAfter moment: Int64, in db: Database) throws -> [Viewing] {
        let tags = try ViewingTagRecord.tags(in: db)
        return try entries(
            reading: read, where: "viewing.recordedAt > ?", orderedBy: "viewing.recordedAt, viewing.id", [moment],
            in: db, as: { viewing($0, tags: tags) })
    }

    /// The viewing whose id is `uuid`, with its tags, if the library has it.
    static func viewing(_ uuid: UUID, in db: Database) throws -> Viewing? {
        let tags = try String.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT viewingTag.tag FROM viewingTag JOIN viewing ON viewing.id = viewingTag.viewingId
                    WHERE viewing.uuid = ? ORDER BY viewingTag.position
                    """), arguments: [uuid])
        return try entries(
            reading: read, where: "viewing.uuid = ?", orderedBy: "viewing.id", [uuid], in: db,
            as: { row in viewing(row, tags: [row[0] as Int64: tags]) }
        ).first
    }

    /// The viewing `row` holds (``read``'s columns, then the film's), with its tags.
    private static func viewing(_ row: Row, tags: [Int64: [String]]) -> Viewing {
        Viewing(
            kept: FilmRecord.film(row, at: 8), id: row[1] as UUID,
            watchedOn: (row[2] as String?).flatMap(APIDate.parse),
            markedOn: APIDate.parse(row[3]) ?? .distantPast, rewatch: row[4], rating: row[5],
            tags: tags[row[0] as Int64] ?? [], review: row[6], changedAt: LibraryTime.date(row[7]))
    }

    /// Moves the viewings of film row `unmatched` to row `matched`, but those of a day `matched`
    /// has a viewing of, recorded anew at `recordedAt` (their tags too).
    static func move(from unmatched: Int64, to matched: Int64, recordedAt: Int64, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                UPDATE viewing SET filmId = ?1, recordedAt = ?3 WHERE filmId = ?2 AND NOT EXISTS (
                    SELECT 1 FROM viewing AS kept WHERE kept.filmId = ?1 AND kept.watchedOn IS viewing.watchedOn)
                """
        ).execute(arguments: [matched, unmatched, recordedAt])
        try ViewingTagRecord.recorded(ofFilm: matched, at: recordedAt, onlyOfViewingsRecordedThen: true, in: db)
    }

    /// Records film row `film`'s viewings and their tags anew at `recordedAt`.
    static func recorded(ofFilm film: Int64, at recordedAt: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE viewing SET recordedAt = ? WHERE filmId = ?").execute(arguments: [
            recordedAt, film,
        ])
        try ViewingTagRecord.recorded(ofFilm: film, at: recordedAt, in: db)
    }
}
