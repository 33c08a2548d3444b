/// Which of the names a thing can be given a mistyped name most likely meant: a command, a
/// genre, a service, a region, a person. "Did you mean" everywhere follows this one rule.
///
/// Names are compared as titles are (``TitleGrams/normalized(_:)``: case, accents and
/// punctuation ignored) by their Damerau–Levenshtein distance (``EditDistances``): a swap of two
/// neighbours is one edit, so "shwo" is one from "show". A name is close when it is at most one
/// edit away for every three letters typed (one at least), or, for three letters typed or more,
/// when it begins with them. Nonsense is close to nothing, and suggests nothing.
public struct ClosestNames: Sendable {
    /// What was typed, normalized.
    private let typed: [UInt8]
    private let distances: EditDistances
    /// The most edits a close name may be away.
    public let maximumEdits: Int

    /// A name as typed.
    public init(to typed: String) {
        self.typed = TitleGrams.normalized(typed)
        distances = EditDistances(self.typed)
        maximumEdits = max(1, self.typed.count / 3)
    }

    /// How many edits `name` is from the name typed, a name that begins with it counting as
    /// ``maximumEdits``; `nil` when it is not close.
    public func edits(to name: String) -> Int? {
        guard !typed.isEmpty else { return nil }
        let normalized = TitleGrams.normalized(name)
        guard !normalized.isEmpty else { return nil }
        let whole = normalized.withUnsafeBufferPointer { distances.prefixes(of: $0).whole }
        if whole <= maximumEdits { return whole }
        if typed.count >= 3, normalized.starts(with: typed) { return maximumEdits }
        return nil
    }

    /// The names of `candidates` close to the one typed, best first: the fewest edits, then the
    /// longest beginning shared with it ("usa" is US before UA), then in the order given; each
    /// name once, at most `limit`.
    public func among(_ candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        var seen: Set<[UInt8]> = []
        let close = candidates.enumerated().compactMap { offset, name -> (name: String, rank: [Int])? in
            let normalized = TitleGrams.normalized(name)
            guard seen.insert(normalized).inserted, let edits = edits(to: name) else { return nil }
            let shared = zip(typed, normalized).prefix { $0 == $1 }.count
            return (name, [edits, -shared, offset])
        }
        return close.sorted { $0.rank.lexicographicallyPrecedes($1.rank) }.prefix(limit).map(\.name)
    }

    /// The name of `candidates` closest to the one typed; `nil` when none is close.
    public func best(among candidates: some Sequence<String>) -> String? {
        among(candidates, limit: 1).first
    }

    /// `did you mean "Netflix" or "Netflix Kids"?`: `names` (as ``among(_:limit:)`` gives them)
    /// offered as a question, each in `quote`s; `nil` for none.
    public static func question(offering names: [String], quote: String = "\"") -> String? {
        guard !names.isEmpty else { return nil }
        return "did you mean " + WordList.joined(names.map { quote + $0 + quote }, by: "or") + "?"
    }
}
