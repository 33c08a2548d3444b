import Foundation
import GRDB

extension CacheDatabase {
    /// The most bytes of posters the cache keeps, by default: past it, the least recently shown
    /// go first.
    public static let defaultPosterBudget = 64 * 1024 * 1024

    /// Where `catalogue`'s images are and when that was fetched, or `nil` if never saved from its
    /// source and origin.
    public func imageConfiguration(
        from catalogue: Catalogue
    ) throws(CacheError) -> (configuration: ImageConfiguration, fetchedAt: Date)? {
        try read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT baseURL, posterSizes, fetchedAt FROM imageConfiguration WHERE source = ? AND origin = ?")
            guard let row = try Row.fetchOne(statement, arguments: [catalogue.source.rawValue, catalogue.origin]),
                let baseURL = URL(string: row[0])
            else { return nil }
            let sizes: String = row[1]
            return (
                ImageConfiguration(baseURL: baseURL, posterSizes: sizes.split(separator: " ").map(String.init)),
                Date(timeIntervalSince1970: row[2])
            )
        }
    }

    /// Saves where `catalogue`'s images are, in one transaction, with what the API said of its freshness.
    public func save(
        _ configuration: ImageConfiguration, from catalogue: Catalogue, fetchedAt: Date,
        freshness: ResponseFreshness? = nil
    ) throws(CacheError) {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO imageConfiguration (source, origin, baseURL, posterSizes, fetchedAt) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (source, origin) DO UPDATE SET
                        baseURL = excluded.baseURL, posterSizes = excluded.posterSizes, fetchedAt = excluded.fetchedAt
                    """,
                arguments: [
                    catalogue.source.rawValue, catalogue.origin, configuration.baseURL.absoluteString,
                    configuration.posterSizes.joined(separator: " "), fetchedAt.timeIntervalSince1970,
                ])
            if let freshness {
                try AnswerFreshnessRecord.store(freshness, of: .imageConfiguration, from: catalogue, in: db)
            }
        }
    }

    /// The cached poster of `source` at `path` in `size` (unless `exactly`, else in any size at
    /// least as wide, else the widest kept), and when it was last shown; or `nil`.
    public func poster(
        at path: String, size: String, of source: MovieSource, exactly: Bool = false
    ) throws(CacheError) -> (poster: Poster, shownAt: Date)? {
        try read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT size, jpeg, shownAt FROM poster WHERE source = ? AND path = ?")
            let rows = try Row.fetchAll(statement, arguments: [source.rawValue, path])
            let kept = rows.map { (size: $0[0] as String, jpeg: $0[1] as Data, shownAt: $0[2] as Double) }
            let wanted = Self.width(of: size)
            let asked = kept.first { $0.size == size }
            let best =
                exactly
                ? asked
                : asked
                    ?? kept.filter { Self.width(of: $0.size) >= wanted }.min {
                        Self.width(of: $0.size) < Self.width(of: $1.size)
                    }
                    ?? kept.max { Self.width(of: $0.size) < Self.width(of: $1.size) }
            return best.map {
                (Poster(path: path, size: $0.size, jpeg: $0.jpeg), Date(timeIntervalSince1970: $0.shownAt))
            }
        }
    }

    /// Marks the poster as shown at `date`, so that it is among the last to go.
    public func touch(_ poster: Poster, of source: MovieSource, at date: Date) throws(CacheError) {
        try write { db in
            try db.execute(
                sql: "UPDATE poster SET shownAt = ? WHERE source = ? AND path = ? AND size = ?",
                arguments: [date.timeIntervalSince1970, source.rawValue, poster.path, poster.size])
        }
    }

    /// Keeps `poster` of `source`, in one transaction, then lets the least recently shown posters
    /// go until all of them fit in `budget` bytes (the new one stays, whatever its size).
    public func save(
        _ poster: Poster, of source: MovieSource, fetchedAt: Date, budget: Int = defaultPosterBudget
    ) throws(CacheError) {
        try write { db in
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
            var total = try Int.fetchOne(db, sql: "SELECT coalesce(sum(bytes), 0) FROM poster") ?? 0
            guard total > budget else { return }
            let oldest = try Row.fetchCursor(
                db,
                sql:
                    "SELECT id, bytes FROM poster WHERE NOT (source = ? AND path = ? AND size = ?) ORDER BY shownAt, id",
                arguments: [source.rawValue, poster.path, poster.size])
            var gone: [Int64] = []
            while total > budget, let row = try oldest.next() {
                gone.append(row[0])
                total -= row[1] as Int
            }
            for id in gone {
                try db.execute(sql: "DELETE FROM poster WHERE id = ?", arguments: [id])
            }
        }
    }

    /// Forgets a poster that turned out not to be a drawable image.
    public func forget(_ poster: Poster, of source: MovieSource) throws(CacheError) {
        try write { db in
            try db.execute(
                sql: "DELETE FROM poster WHERE source = ? AND path = ? AND size = ?",
                arguments: [source.rawValue, poster.path, poster.size])
        }
    }

    /// How many posters of `source` (of every source when `nil`) the cache keeps, and their bytes.
    public func posterCount(of source: MovieSource? = nil) throws(CacheError) -> (posters: Int, bytes: Int) {
        try read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT count(*), coalesce(sum(bytes), 0) FROM poster WHERE :source IS NULL OR source = :source
                    """, arguments: ["source": source?.rawValue])
            return (row?[0] ?? 0, row?[1] ?? 0)
        }
    }

    /// A size's width in pixels (`w342` is 342); `original` is wider than any.
    static func width(of size: String) -> Int {
        size == "original" ? .max : Int(size.dropFirst()) ?? 0
    }
}
