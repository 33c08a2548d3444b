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
        let searched = 3 * min(max(0, typos), Self.typosSearched) + 1
        let postings: [FilmIDPostings] = try read { db in
            // How many films each gram has, read without its films (numbers only in the list),
            // then the films of the rarest alone.
            let sizes = try Row.fetchAll(
                db,
                sql:
                    "SELECT gram, length(films) FROM titleGram WHERE gram IN (\(grams.map(String.init).joined(separator: ",")))"
            ).map { (gram: $0[0] as Int64, bytes: $0[1] as Int) }
            let statement = try db.cachedStatement(sql: "SELECT films FROM titleGram WHERE gram = ?")
            return try sizes.sorted { $0.bytes < $1.bytes }.prefix(searched).map { size in
                FilmIDPostings(try Data.fetchOne(statement, arguments: [size.gram]) ?? Data())
            }
        }
        // Each posting as one number, the film's id above its place, sorted: a film's postings
        // come together, counted in one pass (hashing them was a third of a search).
        var found: [UInt64] = []
        found.reserveCapacity(postings.reduce(0) { $0 + min($1.count, Self.postingsRead) })
        for list in postings {
            list.forEach(upTo: Self.postingsRead) { id, place in found.append(UInt64(id) << 16 | UInt64(place)) }
        }
        found.sort()
        // The films by how many grams they have: the best taken from the fullest, by place.
        var byCount = [[(id: Int, place: Int)]](repeating: [], count: postings.count + 1)
        var index = 0
        while index < found.count {
            let id = found[index] >> 16
            var count = 0, place = Int.max
            while index < found.count, found[index] >> 16 == id {
                count += 1
                place = min(place, Int(found[index] & 0xFFFF))
                index += 1
            }
            byCount[count].append((Int(id), place))
        }
        var best: [Int] = []
        for films in byCount.reversed() where best.count < limit && !films.isEmpty {
            best += films.sorted { ($0.place, $0.id) < ($1.place, $1.id) }.prefix(limit - best.count).map(\.id)
        }
        return best
    }

    /// The most typos a search looks for candidates within: each costs three grams' films more.
    static let typosSearched = 2

    /// How many of a gram's films (the most voted) a search reads at most.
    static let postingsRead = 2000  // under the 16 bits a place is kept in
}
