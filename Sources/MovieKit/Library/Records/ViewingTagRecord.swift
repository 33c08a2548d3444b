import Foundation
import GRDB

/// A tag of a viewing (table `viewingTag`): one row per tag, in the order given (`position`),
/// each once, with when it was given (``ChangeStamp``). Taken off, it leaves a tombstone naming
/// its viewing and itself.
struct ViewingTagRecord: LibraryTable {
    static let databaseTableName = "viewingTag"

    enum Columns: String, ColumnExpression, CaseIterable {
        case viewingId, position, tag, changedAt, recordedAt
    }

    var viewingId: Int64
    /// 0 for the first tag.
    var position: Int
    var tag: String
    var stamp: ChangeStamp

    func insert(in db: Database) throws {
        try db.cachedStatement(sql: Self.insertion()).execute(arguments: [
            viewingId, position, tag, stamp.changedAt, stamp.recordedAt,
        ])
    }

    /// Gives viewing row `viewing` (whose id is `uuid`, of film row `film`) those of `tags` it
    /// has not, after those it has, each changed at `stamp` or when `tagTimes` says
    /// (milliseconds: an export's); with `honouringRemovals` (as imports do), not one taken off
    /// it after its change. Each tag given clears its tombstone. How many it gave.
    @discardableResult
    static func add(
        _ tags: [String], to viewing: Int64, named uuid: UUID, film: Int64, stamp: ChangeStamp,
        tagTimes: [String: Int64] = [:], honouringRemovals: Bool = false, in db: Database
    ) throws -> Int {
        guard !tags.isEmpty else { return 0 }
        let kept = try String.fetchAll(
            db.cachedStatement(sql: "SELECT tag FROM viewingTag WHERE viewingId = ? ORDER BY position"),
            arguments: [viewing])
        var given = Set(kept)
        var position = kept.count
        for tag in tags where given.insert(tag).inserted {
            let entry = LibraryRemoval.Entry.tag(tag, viewing: uuid)
            let stamp = tagTimes[tag].map { ChangeStamp(changedAt: $0, recordedAt: stamp.recordedAt) } ?? stamp
            if honouringRemovals, try TombstoneRecord.outlives(stamp, of: entry, film: film, in: db) { continue }
            try ViewingTagRecord(viewingId: viewing, position: position, tag: tag, stamp: stamp).insert(in: db)
            try TombstoneRecord.clear(entry, film: film, in: db)
            position += 1
        }
        return position - kept.count
    }

    /// Gives viewing row `viewing` (whose id is `uuid`, of film row `film`) exactly `tags`, in
    /// their order: a tag it keeps keeps its time, one taken off leaves a tombstone. Whether
    /// anything changed.
    static func replace(
        with tags: [String], of viewing: Int64, named uuid: UUID, film: Int64, stamp: ChangeStamp, in db: Database
    ) throws -> Bool {
        var kept: [String: (changedAt: Int64, recordedAt: Int64)] = [:]
        var order: [String] = []
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: "SELECT tag, changedAt, recordedAt FROM viewingTag WHERE viewingId = ? ORDER BY position"),
            arguments: [viewing])
        while let row = try rows.next() {
            let tag: String = row[0]
            order.append(tag)
            kept[tag] = (row[1], row[2])
        }
        guard order != tags else { return false }
        try db.cachedStatement(sql: "DELETE FROM viewingTag WHERE viewingId = ?").execute(arguments: [viewing])
        for (position, tag) in tags.enumerated() {
            let times = kept[tag] ?? (stamp.changedAt, stamp.recordedAt)
            let given = ChangeStamp(changedAt: times.changedAt, recordedAt: times.recordedAt)
            try ViewingTagRecord(viewingId: viewing, position: position, tag: tag, stamp: given).insert(in: db)
            if kept[tag] == nil { try TombstoneRecord.clear(.tag(tag, viewing: uuid), film: film, in: db) }
        }
        for tag in order where !tags.contains(tag) {
            try TombstoneRecord(.tag(tag, viewing: uuid), film: film, stamp: stamp).record(in: db)
        }
        return true
    }

    /// Whether the viewing whose id is `uuid` has the tag `tag`.
    static func holds(_ tag: String, ofViewing uuid: UUID, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT EXISTS (SELECT 1 FROM viewingTag JOIN viewing ON viewing.id = viewingTag.viewingId
                        WHERE viewing.uuid = ? AND viewingTag.tag = ?)
                    """), arguments: [uuid, tag]) ?? false
    }

    /// Whether viewing row `viewing` has a tag.
    static func any(of viewing: Int64, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM viewingTag WHERE viewingId = ?)"),
            arguments: [viewing]) ?? false
    }

    /// The tags of every viewing, by viewing row, each viewing's in order: one scan of the table
    /// in its key's order, which costs a list of one source's viewings a seventh of what
    /// selecting that source's through their viewings and films would (issue 42).
    static func tags(in db: Database) throws -> [Int64: [String]] {
        try tags(db.cachedStatement(sql: "SELECT viewingId, tag FROM viewingTag ORDER BY viewingId, position"), [])
    }

    private static func tags(_ statement: Statement, _ arguments: StatementArguments) throws -> [Int64: [String]] {
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var tags: [Int64: [String]] = [:]
        while let row = try rows.next() {
            tags[row[0] as Int64, default: []].append(row[1])
        }
        return tags
    }

    /// When each tag given at another moment than its viewing's change was given (milliseconds),
    /// by the viewing's id and the tag: what an export says of tags beside their viewings'.
    static func timesApartFromTheirViewings(in db: Database) throws -> [UUID: [String: Int64]] {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT viewing.uuid, viewingTag.tag, viewingTag.changedAt FROM viewingTag
                JOIN viewing ON viewing.id = viewingTag.viewingId WHERE viewingTag.changedAt != viewing.changedAt
                """)
        var times: [UUID: [String: Int64]] = [:]
        while let row = try rows.next() {
            times[row[0] as UUID, default: [:]][row[1] as String] = row[2]
        }
        return times
    }

    /// The tags this library recorded the giving of after `moment` (milliseconds).
    static func tags(recordedAfter moment: Int64, in db: Database) throws -> [ViewingTag] {
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT viewing.uuid, viewingTag.tag, viewingTag.changedAt, \(FilmRecord.selection) FROM viewingTag
                    JOIN viewing ON viewing.id = viewingTag.viewingId JOIN film ON film.id = viewing.filmId
                    WHERE viewingTag.recordedAt > ?
                    ORDER BY viewingTag.recordedAt, viewingTag.viewingId, viewingTag.position
                    """), arguments: [moment])
        var tags: [ViewingTag] = []
        while let row = try rows.next() {
            tags.append(
                ViewingTag(
                    film: FilmRecord.film(row, at: 3), viewing: row[0], tag: row[1],
                    changedAt: LibraryTime.date(row[2])))
        }
        return tags
    }

    /// Records the tags of film row `film`'s viewings anew at `recordedAt` (with
    /// `onlyOfViewingsRecordedThen`, only of those viewings recorded at that moment).
    static func recorded(
        ofFilm film: Int64, at recordedAt: Int64, onlyOfViewingsRecordedThen: Bool = false, in db: Database
    ) throws {
        try db.cachedStatement(
            sql: """
                UPDATE viewingTag SET recordedAt = ?1 WHERE viewingId IN (
                    SELECT id FROM viewing WHERE filmId = ?2 AND (NOT ?3 OR recordedAt = ?1))
                """
        ).execute(arguments: [recordedAt, film, onlyOfViewingsRecordedThen])
    }
}
