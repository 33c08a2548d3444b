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
        // Each posting as one number, the film's id above its place, sorted: a film's postings
        // come together, counted in one pass (hashing them was a third of a search).
        var found: [UInt64] = []
        found.reserveCapacity(rarest.reduce(0) { $0 + min($1.count, Self.postingsRead) })
        for list in rarest {
            list.forEach(upTo: Self.postingsRead) { id, place in found.append(UInt64(id) << 16 | UInt64(place)) }
        }
        found.sort()
        var films: [(id: Int, count: Int, place: Int)] = []
        var index = 0
        while index < found.count {
            let id = found[index] >> 16
            var count = 0, place = Int.max
            while index < found.count, found[index] >> 16 == id {
                count += 1
                place = min(place, Int(found[index] & 0xFFFF))
                index += 1
            }
            films.append((Int(id), count, place))
        }
        return films.sorted { ($0.count, -$0.place, -$0.id) > ($1.count, -$1.place, -$1.id) }.prefix(limit).map(\.id)
    }

    /// How many of a gram's films (the most voted) a search reads at most.
    static let postingsRead = 5000  // fits the 16 bits a place is kept in
}
