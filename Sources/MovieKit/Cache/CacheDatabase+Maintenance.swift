import Foundation
import GRDB

extension CacheDatabase {
    /// Counts of what the cache holds, in all and per source, the span of its fetch times, and
    /// its schema version.
    public func statistics() throws(CacheError) -> CacheStatistics {
        try read { db in
            let total = try Self.counts(of: nil, in: db)
            var bySource: [MovieSource: CacheStatistics.Counts] = [:]
            for source in MovieSource.allCases {
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
        let posters = try Row.fetchOne(
            db,
            sql: "SELECT count(*), coalesce(sum(bytes), 0) FROM poster WHERE :source IS NULL OR source = :source",
            arguments: ["source": source?.rawValue])
        counts.posters = posters?[0] ?? 0
        counts.posterBytes = posters?[1] ?? 0
        return counts
    }

    /// Deletes every cached answer of `source`, or of every source when `nil` (movies, casts,
    /// lists, searches and filmographies, posters, validators, the search index), in one transaction, then gives the space back to
    /// the disk; the schema stays.
    public func clear(_ source: MovieSource? = nil) throws(CacheError) {
        try write { db in
            guard let source else {
                try db.execute(
                    sql: """
                        DELETE FROM movieListEntry; DELETE FROM movieList; DELETE FROM castMember;
                        DELETE FROM movie; DELETE FROM answerFreshness; DELETE FROM movieSearch;
                        DELETE FROM movieListingEntry; DELETE FROM movieListing;
                        DELETE FROM poster; DELETE FROM imageConfiguration;
                        """)
                return
            }
            try db.execute(
                sql: """
                    DELETE FROM movieListEntry WHERE listId IN (SELECT id FROM movieList WHERE source = :source);
                    DELETE FROM movieList WHERE source = :source;
                    DELETE FROM castMember WHERE movieKey IN (SELECT key FROM movie WHERE source = :source);
                    DELETE FROM movieSearch WHERE rowid IN (SELECT key FROM movie WHERE source = :source);
                    DELETE FROM movie WHERE source = :source;
                    DELETE FROM answerFreshness WHERE source = :source;
                    DELETE FROM movieListingEntry WHERE listingId IN (SELECT id FROM movieListing WHERE source = :source);
                    DELETE FROM movieListing WHERE source = :source;
                    DELETE FROM poster WHERE source = :source;
                    DELETE FROM imageConfiguration WHERE source = :source;
                    """, arguments: ["source": source.rawValue])
        }
        let writer = try self.writer
        do {
            try writer.vacuum()
        } catch {
            throw failure(error)
        }
    }
}
