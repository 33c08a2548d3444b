import Foundation
import GRDB

extension CacheDatabase {
    /// The names of `catalogue`'s cached actors that `name` means: those equal to it ignoring
    /// case, else those that contain it ignoring case and accents, by name; else those close to
    /// it (``ClosestNames``: "jenifer lawrence" is Jennifer Lawrence), the closest first.
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
        var close: [(name: String, edits: Int)] = []
        let closest = ClosestNames(to: name)
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
            } else if containing.isEmpty, let edits = closest.edits(to: candidate) {
                close.append((candidate, edits))
            }
        }
        guard containing.isEmpty else { return containing }
        // A mistyped name ("jenifer lawrence"): the names close to it, the closest first.
        return close.enumerated().sorted { ($0.element.edits, $0.offset) < ($1.element.edits, $1.offset) }
            .map(\.element.name)
    }

    /// The cached actor of `catalogue` that `name` means with a typo forgiven (``ClosestNames``:
    /// "zoe marchetty" is Zoë Marchetti), the closest; `nil` when a cached name is or holds `name`
    /// as typed, or none comes close. What a source is asked for in place of the name typed.
    public func actorName(forgivingTyposIn name: String, in catalogue: Catalogue) throws(CacheError) -> String? {
        try read { db in
            guard let closest = try Self.actorNames(matching: name, in: catalogue, db).first,
                closest.range(of: name, options: [.caseInsensitive, .diacriticInsensitive]) == nil,
                ClosestNames(to: name).edits(to: closest) != nil
            else { return nil }
            return closest
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
}
