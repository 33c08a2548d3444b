import Foundation
import GRDB

extension CacheDatabase {
    /// Counts of what the cache holds, the span of its fetch times, and its schema version.
    public func statistics() throws(CacheError) -> CacheStatistics {
        try read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM movie), (SELECT count(DISTINCT name) FROM castMember),
                       (SELECT count(*) FROM movieList), min(fetchedAt), max(fetchedAt)
                FROM (SELECT fetchedAt FROM movie UNION ALL SELECT fetchedAt FROM movieList)
                """)
            let applied = try CacheMigrations.migrator.appliedMigrations(db)
            let oldest: Double? = row?[3], newest: Double? = row?[4]
            return CacheStatistics(
                movies: row?[0] ?? 0, actors: row?[1] ?? 0, lists: row?[2] ?? 0,
                oldestFetch: oldest.map(Date.init(timeIntervalSince1970:)),
                newestFetch: newest.map(Date.init(timeIntervalSince1970:)),
                schemaVersion: applied.last ?? "none")
        }
    }

    /// Deletes every cached answer (movies, casts, lists, validators, the search index) in one
    /// transaction, then gives the space back to the disk; the schema stays.
    public func clear() throws(CacheError) {
        try write { db in
            try db.execute(sql: """
                DELETE FROM movieListEntry; DELETE FROM movieList; DELETE FROM castMember;
                DELETE FROM movie; DELETE FROM routeFreshness; DELETE FROM movieSearch;
                """)
        }
        let writer = try self.writer
        do {
            try writer.vacuum()
        } catch {
            throw failure(error)
        }
    }
}
