import Foundation
import GRDB

extension CacheDatabase {
    /// The cached movies whose title or cast matches every word of `query` (prefixes count:
    /// `zoo` finds Zootopia), best match first, at most `limit`.
    public func search(_ query: SearchQuery, limit: Int = 50) throws(CacheError) -> [CachedMovie] {
        guard let match = query.matchExpression else { return [] }
        return try read { db in
            try MovieSearchRecord.movieIds(matching: match, limit: limit, in: db).compactMap { try Self.cachedMovie($0, in: db) }
        }
    }

    /// The cached movies an actor appears in, newest first. `name` is matched whole, ignoring
    /// case; when no one has that name, every actor whose name contains it (ignoring case and
    /// accents) counts. Returns the names matched too.
    public func movies(withActor name: String) throws(CacheError) -> (actors: [String], movies: [CachedMovie]) {
        try read { db in
            var names = try String.fetchAll(
                db.cachedStatement(sql: "SELECT DISTINCT name FROM castMember WHERE name = ? COLLATE NOCASE ORDER BY name"),
                arguments: [name])
            if names.isEmpty, !name.isEmpty {
                let all = try String.fetchCursor(db.cachedStatement(sql: "SELECT DISTINCT name FROM castMember ORDER BY name"))
                while let candidate = try all.next() {
                    if candidate.range(of: name, options: [.caseInsensitive, .diacriticInsensitive]) != nil {
                        names.append(candidate)
                    }
                }
            }
            guard !names.isEmpty else { return ([], []) }
            let lookup = try db.cachedStatement(sql: """
                SELECT DISTINCT movie.id, movie.year, movie.name FROM castMember JOIN movie ON movie.id = castMember.movieId
                WHERE castMember.name = ? COLLATE NOCASE
                """)
            var ids: [(id: Int64, year: Int, name: String)] = []
            for actor in names {
                let rows = try Row.fetchCursor(lookup, arguments: [actor])
                while let row = try rows.next() { ids.append((row[0], row[1], row[2])) }
            }
            var seen = Set<Int64>()
            let ordered = ids.sorted { ($1.year, $0.name, $0.id) < ($0.year, $1.name, $1.id) }.filter { seen.insert($0.id).inserted }
            return (names, try ordered.compactMap { try Self.cachedMovie($0.id, in: db) })
        }
    }

    /// Every list the cache holds, by year then list.
    public func cachedLists() throws(CacheError) -> [CachedListSummary] {
        try read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT kind, year, fetchedAt, (SELECT count(*) FROM movieListEntry WHERE listId = movieList.id)
                FROM movieList ORDER BY year, kind
                """)
            return rows.compactMap { row in
                guard let list = MovieList(rawValue: row[0]) else { return nil }
                return CachedListSummary(year: row[1], list: list, movieCount: row[3], fetchedAt: Date(timeIntervalSince1970: row[2]))
            }
        }
    }

    static func cachedMovie(_ id: Int64, in db: Database) throws -> CachedMovie? {
        guard let record = try MovieRecord.find(id: Int(id), in: db) else { return nil }
        return try CachedMovie(record, cast: CastMemberRecord.cast(of: record.id, in: db).map(\.name))
    }
}
