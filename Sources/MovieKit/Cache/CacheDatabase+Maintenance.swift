import Foundation
import GRDB

extension CacheDatabase {
    /// Counts of what the cache holds, in all and per source, the span of its fetch times, and
    /// its schema version.
    public func statistics() throws(CacheError) -> CacheStatistics {
        try read { db in
            let total = try Self.counts(of: nil, in: db)
            var bySource: [MovieSource: CacheStatistics.Counts] = [:]
            // A source that answers from its import (IMDb's) keeps nothing in the cache.
            for source in MovieSource.allCases where !source.described.answersFromImport {
                bySource[source] = try Self.counts(of: source, in: db)
            }
            let applied = try CacheMigrations.migrator.appliedMigrations(db)
            return CacheStatistics(total: total, bySource: bySource, schemaVersion: applied.last ?? "none")
        }
    }

    /// What `source` holds, or every source when `nil`.
    private static func counts(of source: MovieSource?, in db: Database) throws -> CacheStatistics.Counts {
        let movies = source == nil ? "movie" : "movie WHERE source = :source"
        let lists = source == nil ? "movieList" : "movieList WHERE source = :source"
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT (SELECT count(*) FROM \(movies)),
                       (SELECT count(DISTINCT castMember.name) FROM castMember
                        WHERE castMember.movieKey IN (SELECT key FROM \(movies))),
                       (SELECT count(*) FROM \(lists)), min(fetchedAt), max(fetchedAt)
                FROM (SELECT fetchedAt FROM \(movies) UNION ALL SELECT fetchedAt FROM \(lists))
                """, arguments: ["source": source?.rawValue])
        let oldest: Double? = row?[3], newest: Double? = row?[4]
        var counts = CacheStatistics.Counts(
            movies: row?[0] ?? 0, actors: row?[1] ?? 0, lists: row?[2] ?? 0,
            oldestFetch: oldest.map(Date.init(timeIntervalSince1970:)),
            newestFetch: newest.map(Date.init(timeIntervalSince1970:)))
        (counts.posters, counts.posterBytes) = try PosterRecord.count(of: source, in: db)
        return counts
    }

    /// Deletes every cached answer of `source`, or of every source when `nil`, from every table
    /// (``tables``: movies, casts, lists, searches and filmographies, posters, validators, the
    /// search index), in one transaction, then gives the space back to the disk; the schema stays.
    public func clear(_ source: MovieSource? = nil) throws(CacheError) {
        try write { db in
            for table in Self.tables {
                if let source {
                    try db.execute(
                        sql: "DELETE FROM \(table.databaseTableName) WHERE \(table.rowsOfSource)",
                        arguments: ["source": source.rawValue])
                } else {
                    try db.execute(sql: "DELETE FROM \(table.databaseTableName)")
                }
            }
        }
        let writer = try self.writer
        do {
            try writer.vacuum()
        } catch {
            throw failure(error)
        }
    }
}
