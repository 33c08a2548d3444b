/// How well titles match what a person typed, forgiving typos: "blade runer" finds Blade Runner.
///
/// Titles and query are compared as ``TitleGrams/normalized(_:)`` texts (case, accents and
/// punctuation ignored) by their Damerau–Levenshtein distance (``EditDistances``), allowing about
/// one edit per four letters of the query. A title scores 0…1, `nil` when too far to show:
/// - an equal title 1.0; one within the edits allowed, less the more edits its length needs;
/// - one that begins with the query (or the query with a typo) well, but below an equal one, and
///   the less the more it adds ("Blade Runner 2049" above "Blade Runner: The Final Cut");
/// - one with the query at the start of a later word ("runner" in "Blade Runner") lower still.
/// A query of one or two letters matches only a title equal to it or beginning with it.
///
/// Scoring a title first counts the query's letters in its UTF-8 (``LetterCounts``), which rules
/// most titles out in one pass; the others are normalized without Foundation (``TitleBytes``)
/// and compared a byte at a time: a few hundred instructions a title, two thousand at most for a
/// usual one, so a search can score tens of thousands.
public struct FuzzyTitleMatch: Sendable {
    /// The query's grams (``TitleGrams/grams(of:)``): what an index of titles finds the titles
    /// worth scoring by.
    public let grams: [UInt32]
    /// The query, normalized.
    let query: [UInt8]
    /// How many edits a matching title may need: one for every four letters of the query.
    public let maximumEdits: Int
    /// The query's letters and digits (its bytes but the spaces).
    private let letters: Int
    private let isASCII: Bool
    private let distances: EditDistances
    private let letterCounts: LetterCounts

    /// A title equal to the query but for its edits scores `1 - edits / length`, the longer of
    /// the two; one that begins with it at most ``prefixScore`` (short of 1); one with the query
    /// at a later word's start at most ``wordScore``. Each part is weighed by
    /// `1 - edits / query length`, and adds up to a tenth for how much of the title it covers.
    static let prefixScore = 0.85
    static let wordScore = 0.7
    static let coverageScore = 0.1

    /// A query as typed.
    public init(_ query: String) {
        self.query = TitleGrams.normalized(query)
        grams = TitleGrams.grams(ofNormalized: self.query)
        letters = self.query.count { $0 != UInt8(ascii: " ") }
        maximumEdits = letters / 4
        isASCII = self.query.allSatisfy { $0 < 0x80 }
        distances = EditDistances(self.query)
        letterCounts = LetterCounts(query: self.query)
    }

    /// How well `title` matches the query, 0…1; `nil` when it is too far to show.
    public func score(_ title: String) -> Double? {
        guard !query.isEmpty else { return nil }
        if let found = title.utf8.withContiguousStorageIfAvailable({ score(utf8: $0) }) { return found }
        return Array(title.utf8).withUnsafeBufferPointer { score(utf8: $0) }
    }

    /// The better score of a film's title and original title; `nil` when neither matches.
    public func score(title: String, originalTitle: String?) -> Double? {
        let byTitle = score(title)
        guard byTitle != 1, let originalTitle, let byOriginal = score(originalTitle) else { return byTitle }
        return max(byTitle ?? 0, byOriginal)
    }

    /// The best score of the titles in `utf8`, one a line (a film's title and original title as
    /// the cache's full-text index keeps them); `nil` when none matches.
    func score(lines utf8: UnsafeBufferPointer<UInt8>) -> Double? {
        guard !query.isEmpty else { return nil }
        var best: Double?, start = 0
        while start < utf8.count {
            var end = start
            while end < utf8.count && utf8[end] != UInt8(ascii: "\n") { end += 1 }
            if end > start, let score = score(utf8: UnsafeBufferPointer(rebasing: utf8[start..<end])) {
                best = max(best ?? 0, score)
            }
            start = end + 1
        }
        return best
    }

    /// Scores a title's UTF-8: none when it lacks too many of the query's letters
    /// (``LetterCounts``), which rules most titles out in one pass.
    private func score(utf8: UnsafeBufferPointer<UInt8>) -> Double? {
        guard !letterCounts.lacksMoreBytes(in: utf8, than: maximumEdits) else { return nil }
        return score(normalizing: utf8)
    }

    /// Scores a title's UTF-8 normalized in a buffer of the stack; a title with characters
    /// ``TitleBytes`` does not know is normalized by Foundation, unless it cannot match an ASCII
    /// query for want of enough ASCII letters.
    private func score(normalizing utf8: UnsafeBufferPointer<UInt8>) -> Double? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: TitleBytes.capacity(for: utf8.count)) { buffer in
            switch TitleBytes.normalize(utf8, into: buffer) {
            case .normalized(let count):
                return score(normalized: UnsafeBufferPointer(rebasing: buffer[..<count]))
            case .needsFolding(let asciiAlphanumerics):
                // A match leaves at most `maximumEdits` of the query's letters unmatched.
                if isASCII, let asciiAlphanumerics, asciiAlphanumerics < letters - maximumEdits { return nil }
                return TitleGrams.normalized(String(decoding: utf8, as: UTF8.self)).withUnsafeBufferPointer {
                    score(normalized: $0)
                }
            }
        }
    }

    /// Scores a title already ``TitleGrams/normalized(_:)``.
    func score(normalized title: UnsafeBufferPointer<UInt8>) -> Double? {
        let length = title.count, queryLength = query.count
        guard queryLength > 0, length > 0 else { return nil }
        let beginsWithQuery = length >= queryLength && query.indices.allSatisfy { query[$0] == title[$0] }
        if beginsWithQuery && length == queryLength { return 1 }
        guard letters >= 3 else {
            return beginsWithQuery ? partScore(Self.prefixScore, edits: 0, covering: queryLength, of: length) : nil
        }
        // Every way of matching aligns the query with part of the title: none is close enough
        // when no part is, which rules out most titles in one pass.
        guard length + maximumEdits >= queryLength, distances.least(within: title) <= maximumEdits else { return nil }
        var best: Double?
        let fromStart = distances.prefixes(of: title)
        if fromStart.whole <= maximumEdits {
            best = 1 - Double(fromStart.whole) / Double(max(length, queryLength))
        }
        if fromStart.least <= maximumEdits {
            let prefix = partScore(Self.prefixScore, edits: fromStart.least, covering: fromStart.leastEnd, of: length)
            best = max(best ?? 0, prefix)
        }
        guard (best ?? 0) < Self.wordScore + Self.coverageScore else { return best }
        for start in 1..<length where title[start - 1] == UInt8(ascii: " ") {
            let inWord = distances.prefixes(of: title, from: start)
            guard inWord.least <= maximumEdits else { continue }
            best = max(best ?? 0, partScore(Self.wordScore, edits: inWord.least, covering: inWord.leastEnd, of: length))
        }
        return best
    }

    /// The score of a match of part of a title, at most `weight` plus ``coverageScore``.
    private func partScore(_ weight: Double, edits: Int, covering matched: Int, of length: Int) -> Double {
        weight * (1 - Double(edits) / Double(query.count)) + Self.coverageScore * Double(matched) / Double(length)
    }
}

extension FuzzyTitleMatch {
    /// The films of `films` whose title or original title matches, best first: by score, then
    /// by votes, then in the order given.
    public func ranked(_ films: [MovieSummary]) -> [MovieSummary] {
        let scored = films.enumerated().compactMap { offset, film in
            score(title: film.title, originalTitle: film.originalTitle).map {
                (film: film, rank: (score: $0, votes: film.voteCount), offset: offset)
            }
        }
        return scored.sorted { lhs, rhs in
            Self.ranks(lhs.rank, before: rhs.rank)
                || (!Self.ranks(rhs.rank, before: lhs.rank) && lhs.offset < rhs.offset)
        }
        .map(\.film)
    }

    /// Whether a film of `lhs`'s score and votes ranks before one of `rhs`'s: the better score,
    /// then the more votes.
    public static func ranks(_ lhs: (score: Double, votes: Int?), before rhs: (score: Double, votes: Int?)) -> Bool {
        lhs.score != rhs.score ? lhs.score > rhs.score : (lhs.votes ?? 0) > (rhs.votes ?? 0)
    }
}
