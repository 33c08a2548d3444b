import Foundation
import GRDB

extension CacheDatabase {
    /// The cached movies of `catalogue` (its origin's, and those kept from before origins were)
    /// whose title, original title or cast matches every word of `query` (prefixes count: `zoo`
    /// finds Zootopia), best match first, at most `limit`.
    public func search(
        _ query: SearchQuery, in catalogue: Catalogue, limit: Int = 50
    ) throws(CacheError) -> [CachedMovie] {
        guard let match = query.matchExpression else { return [] }
        return try read { db in
            try MovieSearchRecord.movieKeys(matching: match, in: catalogue, limit: limit, in: db)
                .compactMap { try Self.cachedMovie(key: $0, in: db) }
        }
    }

    /// The cached movies of `catalogue` an actor appears in, newest first (unknown years last).
    /// `name` is matched whole, ignoring case; when no one has that name, every actor whose name
    /// contains it (ignoring case and accents) counts. Returns the names matched too.
    public func movies(
        withActor name: String, in catalogue: Catalogue
    ) throws(CacheError) -> (actors: [String], movies: [CachedMovie]) {
        let source = catalogue.source.rawValue, language = catalogue.language, origin = catalogue.origin
        return try read { db in
            var names = try String.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT DISTINCT castMember.name FROM castMember JOIN movie ON movie.key = castMember.movieKey
                        WHERE castMember.name = ? COLLATE NOCASE AND movie.source = ? AND movie.language = ?
                            AND movie.origin IN (?, '')
                        ORDER BY castMember.name
                        """),
                arguments: [name, source, language, origin])
            if names.isEmpty, !name.isEmpty {
                let all = try String.fetchCursor(
                    db.cachedStatement(
                        sql: """
                            SELECT DISTINCT castMember.name FROM castMember JOIN movie ON movie.key = castMember.movieKey
                            WHERE movie.source = ? AND movie.language = ? AND movie.origin IN (?, '')
                            ORDER BY castMember.name
                            """),
                    arguments: [source, language, origin])
                while let candidate = try all.next() {
                    if candidate.range(of: name, options: [.caseInsensitive, .diacriticInsensitive]) != nil {
                        names.append(candidate)
                    }
                }
            }
            guard !names.isEmpty else { return ([], []) }
            let lookup = try db.cachedStatement(
                sql: """
                    SELECT DISTINCT movie.key, coalesce(movie.year, 0), movie.name FROM castMember JOIN movie ON movie.key = castMember.movieKey
                    WHERE castMember.name = ? COLLATE NOCASE AND movie.source = ? AND movie.language = ?
                        AND movie.origin IN (?, '')
                    """)
            var keys: [(key: Int64, year: Int, name: String)] = []
            for actor in names {
                let rows = try Row.fetchCursor(lookup, arguments: [actor, source, language, origin])
                while let row = try rows.next() { keys.append((row[0], row[1], row[2])) }
            }
            var seen = Set<Int64>()
            let ordered = keys.sorted { ($1.year, $0.name, $0.key) < ($0.year, $1.name, $1.key) }.filter {
                seen.insert($0.key).inserted
            }
            return (names, try ordered.compactMap { try Self.cachedMovie(key: $0.key, in: db) })
        }
    }

    /// Every list of `catalogue` the cache holds, by year then list.
    public func cachedLists(of catalogue: Catalogue) throws(CacheError) -> [CachedListSummary] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT kind, year, fetchedAt, (SELECT count(*) FROM movieListEntry WHERE listId = movieList.id)
                    FROM movieList WHERE source = ? AND language = ? AND origin IN (?, '') ORDER BY year, kind
                    """, arguments: [catalogue.source.rawValue, catalogue.language, catalogue.origin])
            return rows.compactMap { row in
                guard let list = MovieList(rawValue: row[0]) else { return nil }
                return CachedListSummary(
                    year: row[1], list: list, movieCount: row[3], fetchedAt: Date(timeIntervalSince1970: row[2]))
            }
        }
    }

    static func cachedMovie(key: Int64, in db: Database) throws -> CachedMovie? {
        guard let record = try MovieRecord.find(key: key, in: db) else { return nil }
        return try CachedMovie(record, cast: CastMemberRecord.cast(of: record.key, in: db).map(CachedActor.init))
    }
}
