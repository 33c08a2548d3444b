import Foundation
import GRDB

/// A row of the `poster` table: a film's poster file of one source at one size, kept for
/// offline, with when it was fetched and last shown (the least recently shown go first).
enum PosterRecord: CacheTable {
    static let databaseTableName = "poster"
    static let rowsOfSource = "source = :source"

    /// The poster of `source` at `path` in `size` (unless `exactly`, else in any size at least as
    /// wide, else the widest kept), and when it was last shown; or `nil`.
    static func find(
        at path: String, size: String, of source: MovieSource, exactly: Bool, in db: Database
    ) throws -> (poster: Poster, shownAt: Date)? {
        let statement = try db.cachedStatement(
            sql: "SELECT size, jpeg, shownAt FROM poster WHERE source = ? AND path = ?")
        let rows = try Row.fetchAll(statement, arguments: [source.rawValue, path])
        let kept = rows.map { (size: $0[0] as String, jpeg: $0[1] as Data, shownAt: $0[2] as Double) }
        let wanted = width(of: size)
        let asked = kept.first { $0.size == size }
        let best =
            exactly
            ? asked
            : asked
                ?? kept.filter { width(of: $0.size) >= wanted }.min { width(of: $0.size) < width(of: $1.size) }
                ?? kept.max { width(of: $0.size) < width(of: $1.size) }
        return best.map {
            (Poster(path: path, size: $0.size, jpeg: $0.jpeg), Date(timeIntervalSince1970: $0.shownAt))
        }
    }

    /// Keeps `poster` of `source`, in place of the same one kept before, as shown when fetched.
    static func keep(_ poster: Poster, of source: MovieSource, fetchedAt: Date, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO poster (source, path, size, jpeg, bytes, fetchedAt, shownAt) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (source, path, size) DO UPDATE SET
                    jpeg = excluded.jpeg, bytes = excluded.bytes, fetchedAt = excluded.fetchedAt,
                    shownAt = excluded.shownAt
                """,
            arguments: [
                source.rawValue, poster.path, poster.size, poster.jpeg, poster.jpeg.count,
                fetchedAt.timeIntervalSince1970, fetchedAt.timeIntervalSince1970,
            ])
    }

    /// Lets the least recently shown posters go, all but `spared`, until every one kept fits in
    /// `budget` bytes.
    static func trim(toFit budget: Int, sparing spared: Poster, of source: MovieSource, in db: Database) throws {
        var total = try Int.fetchOne(db, sql: "SELECT coalesce(sum(bytes), 0) FROM poster") ?? 0
        guard total > budget else { return }
        let oldest = try Row.fetchCursor(
            db,
            sql: "SELECT id, bytes FROM poster WHERE NOT (source = ? AND path = ? AND size = ?) ORDER BY shownAt, id",
            arguments: [source.rawValue, spared.path, spared.size])
        var gone: [Int64] = []
        while total > budget, let row = try oldest.next() {
            gone.append(row[0])
            total -= row[1] as Int
        }
        for id in gone {
            try db.execute(sql: "DELETE FROM poster WHERE id = ?", arguments: [id])
        }
    }

    /// Marks `poster` as shown at `date`.
    static func touch(_ poster: Poster, of source: MovieSource, at date: Date, in db: Database) throws {
        try db.execute(
            sql: "UPDATE poster SET shownAt = ? WHERE source = ? AND path = ? AND size = ?",
            arguments: [date.timeIntervalSince1970, source.rawValue, poster.path, poster.size])
    }

    /// Forgets `poster`.
    static func forget(_ poster: Poster, of source: MovieSource, in db: Database) throws {
        try db.execute(
            sql: "DELETE FROM poster WHERE source = ? AND path = ? AND size = ?",
            arguments: [source.rawValue, poster.path, poster.size])
    }

    /// How many posters of `source` (of every source when `nil`) are kept, and their bytes.
    static func count(of source: MovieSource?, in db: Database) throws -> (posters: Int, bytes: Int) {
        let row = try Row.fetchOne(
            db,
            sql: "SELECT count(*), coalesce(sum(bytes), 0) FROM poster WHERE :source IS NULL OR source = :source",
            arguments: ["source": source?.rawValue])
        return (row?[0] ?? 0, row?[1] ?? 0)
    }

    /// A size's width in pixels (`w342` is 342); `original` is wider than any.
    static func width(of size: String) -> Int {
        size == "original" ? .max : Int(size.dropFirst()) ?? 0
    }
}
