import Foundation
import GRDB
import GRDBSQLite

extension CacheDatabase {
    /// The cached movies of `catalogue` whose title or original title comes closest to `text`
    /// (``ClosestTitles``), the fewest edits first, then the most voted: at most `limit`, none
    /// when none comes close. What a search that found nothing suggests.
    public func moviesTitledClosest(
        to text: String, in catalogue: Catalogue, limit: Int
    ) throws(CacheError) -> [MovieSummary] {
        let closest = ClosestTitles(to: text)
        return try read { db in
            var close: [(key: Int64, edits: Int)] = []
            let statement = try db.cachedStatement(
                sql: """
                    SELECT movieSearch_content.id, movieSearch_content.c0
                    FROM movieSearch_content JOIN movie ON movie.key = movieSearch_content.id
                    WHERE movie.source = ? AND movie.language = ? AND movie.origin IN (?, '')
                    """)
            let rows = try Row.fetchCursor(
                statement, arguments: [catalogue.source.rawValue, catalogue.language, catalogue.origin])
            while let row = try rows.next() {
                let titles: String = row[1] ?? ""
                let edits = titles.split(separator: "\n").compactMap { closest.edits(to: String($0)) }.min()
                if let edits { close.append((row[0], edits)) }
            }
            var found: [(movie: MovieSummary, edits: Int)] = []
            var named: Set<Int> = []
            for (key, edits) in close {
                guard let record = try MovieRecord.find(key: key, of: catalogue, in: db) else { continue }
                let movie = MovieSummary(try CachedMovie(record, cast: []))
                if named.insert(movie.id).inserted { found.append((movie, edits)) }
            }
            return found.sorted {
                $0.edits != $1.edits ? $0.edits < $1.edits : ($0.movie.voteCount ?? 0) > ($1.movie.voteCount ?? 0)
            }.prefix(limit).map(\.movie)
        }
    }
}
