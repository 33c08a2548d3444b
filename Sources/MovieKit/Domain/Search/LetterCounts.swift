/// How many of each of a query's letters, digits and word breaks a title holds, to rule titles
/// out before they are normalized or compared: a byte of the query that the title has none left
/// to match with needs an edit wherever the query is matched, so a title short of more than the
/// edits allowed is too far (most titles, for a query of a few words). Which of the query's
/// bytes a title holds at all is gathered first, a bit each, which rules most titles out for a
/// few instructions a byte; only the others are counted.
struct LetterCounts: Sendable {
    /// For each byte of a title, which of the query's bytes it can match (an index into
    /// `needed`), ``anyBytes`` for the first byte of a character beyond ASCII that may fold to
    /// ASCII letters (any three), or ``noByte`` (the other bytes of such characters, and those of
    /// the scripts that never fold to ASCII, when the query is ASCII).
    private let slots: [Int8]
    /// How many times the query holds each of its distinct bytes.
    private let needed: [Int]
    /// For each byte of a title, the bit of the query's byte it can match (its slot's), every
    /// bit for ``anyBytes``, none for ``noByte``; empty when the query holds more distinct bytes
    /// than a word has bits.
    private let slotBits: [UInt64]

    private static let noByte: Int8 = -1
    private static let anyBytes: Int8 = -2
    /// How many letters a character beyond ASCII folds to at most (ﬃ to ffi).
    private static let lettersOfACharacter = 3

    /// - Parameter query: the query, ``TitleGrams/normalized(_:)``.
    init(query: [UInt8]) {
        var distinct: [UInt8] = [], needed: [Int] = []
        let isASCII = query.allSatisfy { $0 < 0x80 }
        for byte in query {
            if let index = distinct.firstIndex(of: byte) {
                needed[index] += 1
            } else if distinct.count < Int(Int8.max) {
                distinct.append(byte)
                needed.append(1)
            }
        }
        slots = (0...255).map { value in
            let byte = UInt8(value)
            guard byte < 0x80 else {
                // A query beyond ASCII is matched by bytes beyond ASCII, which all may be its own.
                guard isASCII else { return Self.anyBytes }
                let continues = byte & 0xC0 == 0x80
                return continues || FoldedScalars.neverFoldsToASCII(lead: byte) ? Self.noByte : Self.anyBytes
            }
            // As TitleBytes normalizes ASCII: letters in lower case, digits, the rest a break.
            let normalized: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): normalized = byte | 0x20
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): normalized = byte
            default: normalized = UInt8(ascii: " ")
            }
            return distinct.firstIndex(of: normalized).map { Int8($0) } ?? Self.noByte
        }
        self.needed = needed
        slotBits =
            needed.count > 64
            ? []
            : slots.map { slot in
                slot >= 0 ? 1 << UInt64(slot) : slot == Self.anyBytes ? ~0 : 0
            }
    }

    /// Whether `title` has none left to match with for more of the query's bytes than `edits`
    /// (``missingBytes(in:)``): the kinds of bytes it holds first, then, when that is not enough
    /// to rule it out, their counts.
    func lacksMoreBytes(in title: UnsafeBufferPointer<UInt8>, than edits: Int) -> Bool {
        missingDistinctBytes(in: title) > edits || missingBytes(in: title) > edits
    }

    /// How many of the query's bytes `title` (its UTF-8, before normalizing) has none left to
    /// match with: the fewest edits any part of it needs to become the query.
    func missingBytes(in title: UnsafeBufferPointer<UInt8>) -> Int {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: needed.count) { counts in
            counts.initialize(repeating: 0)
            var wildcards = 0
            slots.withUnsafeBufferPointer { slots in
                for byte in title {
                    let slot = slots[Int(byte)]
                    if slot >= 0 {
                        counts[Int(slot)] += 1
                    } else if slot == Self.anyBytes {
                        wildcards += Self.lettersOfACharacter
                    }
                }
            }
            var missing = 0
            for index in needed.indices where counts[index] < needed[index] { missing += needed[index] - counts[index] }
            return max(0, missing - wildcards)
        }
    }

    /// How many of the query's bytes are of a kind `title` holds none of: at most
    /// ``missingBytes(in:)``, for a few instructions a byte.
    private func missingDistinctBytes(in title: UnsafeBufferPointer<UInt8>) -> Int {
        guard !slotBits.isEmpty else { return 0 }
        var present: UInt64 = 0
        slotBits.withUnsafeBufferPointer { slotBits in
            for byte in title { present |= slotBits[Int(byte)] }
        }
        var absent = ~present & (needed.count == 64 ? ~0 : (1 << UInt64(needed.count)) - 1), missing = 0
        while absent != 0 {
            missing += needed[absent.trailingZeroBitCount]
            absent &= absent - 1
        }
        return missing
    }
}
