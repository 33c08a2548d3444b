import Foundation
import GRDB

extension CacheDatabase {
    /// The cached movies of `catalogue` whose title or original title comes close to `search`'s
    /// text (``FuzzyTitleMatch``), released in its year when given, but those of `found` ids:
    /// best first (by score, then by votes), at most `limit`, each with when it was fetched.
    static func moviesTitledNear(
        _ search: MovieSearch, in catalogue: Catalogue, excluding found: Set<Int>, limit: Int, _ db: Database
    ) throws -> [(movie: MovieSummary, fetchedAt: Date)] {
        guard limit > 0 else { return [] }
        // Every cached title is scored, of every catalogue (a title is cheaper to score than a
        // film to look up). The films are looked up best first, only while one can still be
        // among the first `limit` of the catalogue's: past them, those as close as the last
        // (which their votes rank), and no further.
        let scored = try MovieSearchRecord.keys(near: FuzzyTitleMatch(search.text), in: db).sorted {
            $0.score != $1.score ? $0.score > $1.score : $0.key < $1.key
        }
        var near: [(movie: MovieSummary, fetchedAt: Date, score: Double, key: Int64)] = []
        var named = found
        for (key, score) in scored {
            if near.count >= limit, score < near[limit - 1].score { break }
            guard let record = try MovieRecord.find(key: key, of: catalogue, in: db) else { continue }
            let movie = try CachedMovie(record, cast: [])
            // A film kept twice (from its origin and from before origins were) is named once.
            guard search.year == nil || movie.year == search.year, named.insert(movie.id).inserted else { continue }
            near.append((MovieSummary(movie), record.fetchedAt, score, key))
        }
        let ranked = near.sorted { lhs, rhs in
            let (left, right) = ((lhs.score, lhs.movie.voteCount), (rhs.score, rhs.movie.voteCount))
            return FuzzyTitleMatch.ranks(left, before: right)
                || (!FuzzyTitleMatch.ranks(right, before: left) && lhs.key < rhs.key)
        }
        return ranked.prefix(limit).map { ($0.movie, $0.fetchedAt) }
    }
}
