import Foundation
import GRDB

extension IMDbDatasets {
    /// The films whose title or original title shares most of `grams` (``TitleGrams``), those
    /// sharing most first, then those with most votes, at most `limit`: where a typo-tolerant
    /// search looks, the rest of the import never read. A typo spoils at most three grams, so of
    /// any `3 × typos + 1` grams one is in every title within `typos` of the query: the films of
    /// the rarest so many grams are the candidates. A gram's films are kept most voted first, and
    /// only the first ``postingsRead`` of each are read (a gram as common as "the" has a tenth of
    /// the catalogue, the least voted of which no search should rank above a closer title).
    public func candidates(sharing grams: [UInt32], typos: Int, limit: Int) throws(MovieServiceError) -> [Int] {
        guard !grams.isEmpty, limit > 0 else { return [] }
        let postings: [FilmIDPostings] = try read { db in
            let statement = try db.cachedStatement(sql: "SELECT films FROM titleGram WHERE gram = ?")
            return try grams.map { gram in
                FilmIDPostings(try Data.fetchOne(statement, arguments: [Int64(gram)]) ?? Data())
            }
        }
        let rarest = postings.sorted { $0.count < $1.count }.prefix(3 * max(0, typos) + 1)
        var found: [Int: (count: Int, place: Int)] = [:]
        for list in rarest {
            list.forEach(upTo: Self.postingsRead) { id, place in
                if let seen = found[id] {
                    found[id] = (seen.count + 1, min(seen.place, place))
                } else {
                    found[id] = (1, place)
                }
            }
        }
        return found.sorted { lhs, rhs in
            (lhs.value.count, -lhs.value.place, -lhs.key) > (rhs.value.count, -rhs.value.place, -rhs.key)
        }.prefix(limit).map(\.key)
    }

    /// How many of a gram's films (the most voted) a search reads at most.
    static let postingsRead = 5000
}
