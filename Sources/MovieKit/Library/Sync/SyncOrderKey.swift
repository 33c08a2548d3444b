/// The keys that order the films of a list as a sync carries them: each film on a list has its
/// own, and the list's films are in the order of their keys (then of their films' keys, for two
/// machines that gave two films the same one apart). A key is text of digits compared as text
/// ("fractional indexing"): there is always one between two others, so a film put between two
/// takes a new key and no other film's changes. Two machines adding films apart both keep theirs.
enum SyncOrderKey {
    /// The longest key taken from a file.
    static let longest = 256

    /// Whether `key` is one: 1 to ``longest`` digits, the last not `0` (so one fits before it).
    static func isValid(_ key: String) -> Bool {
        (1...longest).contains(key.utf8.count) && key.utf8.allSatisfy { (0x30...0x39).contains($0) }
            && key.utf8.last != 0x30
    }

    /// A key after `low` (`""`: the start) and before `high` (`nil`: the end, or one not after
    /// `low`).
    static func between(_ low: String, _ high: String?) -> String {
        let digits = between(low.utf8.map { $0 - 0x30 }, high.flatMap { $0 > low ? $0.utf8.map { $0 - 0x30 } : nil })
        return String(decoding: digits.map { $0 + 0x30 }, as: UTF8.self)
    }

    private static func between(_ low: [UInt8], _ high: [UInt8]?) -> [UInt8] {
        if let high {
            var common = 0
            while common < high.count, (common < low.count ? low[common] : 0) == high[common] { common += 1 }
            if common > 0 {
                return Array(high[..<common]) + between(Array(low.dropFirst(common)), Array(high.dropFirst(common)))
            }
        }
        let first = low.first ?? 0
        let bound = high?.first ?? 10
        if bound > first + 1 { return [(first + bound) / 2] }
        if let high, high.count > 1 { return [high[0]] }
        return [first] + between(Array(low.dropFirst()), nil)
    }

    /// The keys of a list's films in their order here, each with the key it was synced with
    /// (`nil` for a film put on since): the films whose keys are already in order (the longest
    /// run of them) keep theirs; the others, put on or moved, take new ones between their
    /// neighbours'.
    static func keys(of films: [(film: String, key: String?)]) -> [String] {
        let kept = longestOrderedRun(films)
        var keys: [String] = []
        var low = ""
        for index in films.indices {
            if kept.contains(index), let key = films[index].key, key > low {
                keys.append(key)
            } else {
                let high = films[(index + 1)...].enumerated().first { offset, film in
                    kept.contains(index + 1 + offset) && (film.key ?? "") > low
                }?.element.key
                keys.append(between(low, high))
            }
            low = keys[index]
        }
        return keys
    }

    /// The films of the longest run in which both the keys and the films' keys rise.
    private static func longestOrderedRun(_ films: [(film: String, key: String?)]) -> Set<Int> {
        var length = [Int](repeating: 0, count: films.count)
        var previous = [Int](repeating: -1, count: films.count)
        for index in films.indices {
            guard let key = films[index].key else { continue }
            length[index] = 1
            for earlier in 0..<index {
                guard let before = films[earlier].key, (before, films[earlier].film) < (key, films[index].film),
                    length[earlier] + 1 > length[index]
                else { continue }
                length[index] = length[earlier] + 1
                previous[index] = earlier
            }
        }
        var run: Set<Int> = []
        var index = length.indices.max { length[$0] < length[$1] || length[$0] == length[$1] && $0 > $1 } ?? -1
        if index >= 0, length[index] == 0 { index = -1 }
        while index >= 0 {
            run.insert(index)
            index = previous[index]
        }
        return run
    }
}
