import Foundation
import GRDB

extension CacheDatabase {
    /// The names of `catalogue`'s cached actors that `name` means: those equal to it ignoring
    /// case, else those that contain it ignoring case and accents; by name.
    static func actorNames(matching name: String, in catalogue: Catalogue, _ db: Database) throws -> [String] {
        let arguments: StatementArguments = [catalogue.source.rawValue, catalogue.language, catalogue.origin]
        let names = try String.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT DISTINCT castMember.name FROM castMember JOIN movie ON movie.key = castMember.movieKey
                    WHERE castMember.name = ? COLLATE NOCASE AND movie.source = ? AND movie.language = ?
                        AND movie.origin IN (?, '')
                    ORDER BY castMember.name
                    """),
            arguments: [name] + arguments)
        guard names.isEmpty, !name.isEmpty else { return names }
        var containing: [String] = []
        let all = try String.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT DISTINCT castMember.name FROM castMember JOIN movie ON movie.key = castMember.movieKey
                    WHERE movie.source = ? AND movie.language = ? AND movie.origin IN (?, '')
                    ORDER BY castMember.name
                    """),
            arguments: arguments)
        while let candidate = try all.next() {
            if candidate.range(of: name, options: [.caseInsensitive, .diacriticInsensitive]) != nil {
                containing.append(candidate)
            }
        }
        return containing
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
}
