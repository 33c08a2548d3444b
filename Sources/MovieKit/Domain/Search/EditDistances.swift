/// The Damerau–Levenshtein distances of one pattern (a query's normalized bytes) to a text's
/// prefixes or substrings, in the optimal-string-alignment form: an insertion, a deletion, a
/// substitution or a swap of two neighbours is one edit, and no byte is edited twice.
///
/// A pattern of up to 64 bytes is compared a text byte at a time, all its rows at once, in the
/// bits of one word (Myers' bit-parallel algorithm, with Hyyrö's swaps): about twenty
/// instructions a byte of text, whatever the pattern's length. A longer one is compared row by row.
struct EditDistances: Sendable {
    /// The distances of the pattern to the prefixes of a text.
    struct Prefixes: Equatable {
        /// To the whole text.
        var whole: Int
        /// The least, to any non-empty prefix.
        var least: Int
        /// The length of the shortest prefix at the least distance.
        var leastEnd: Int
    }

    let pattern: [UInt8]
    /// For each byte, the bits of the pattern's positions that hold it; empty for a pattern
    /// longer than 64 bytes.
    private let positions: [UInt64]

    init(_ pattern: [UInt8]) {
        self.pattern = pattern
        guard pattern.count <= 64 else {
            positions = []
            return
        }
        var positions = [UInt64](repeating: 0, count: 256)
        for (index, byte) in pattern.enumerated() { positions[Int(byte)] |= 1 << UInt64(index) }
        self.positions = positions
    }

    /// The distances of the pattern to the prefixes of `text[start...]`.
    func prefixes(of text: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Prefixes {
        run(text, from: start, freeStart: false)
    }

    /// The least distance of the pattern to any substring of `text`.
    func least(within text: UnsafeBufferPointer<UInt8>) -> Int {
        run(text, from: 0, freeStart: true).least
    }

    /// The last row of the distance matrix, a column (a byte of text) at a time. With
    /// `freeStart`, a match may begin anywhere in the text (the top row all zeros).
    private func run(_ text: UnsafeBufferPointer<UInt8>, from start: Int, freeStart: Bool) -> Prefixes {
        let length = pattern.count
        guard start < text.count else { return Prefixes(whole: length, least: length, leastEnd: 0) }
        guard length > 0 else {
            return Prefixes(whole: freeStart ? 0 : text.count - start, least: freeStart ? 0 : 1, leastEnd: 1)
        }
        guard !positions.isEmpty else { return runByRows(text, from: start, freeStart: freeStart) }
        return positions.withUnsafeBufferPointer { positions in
            let last: UInt64 = 1 << UInt64(length - 1)
            let carry: UInt64 = freeStart ? 0 : 1
            var plus: UInt64 = ~0, minus: UInt64 = 0, diagonal: UInt64 = 0, previous: UInt64 = 0
            var distance = length, least = Int.max, leastEnd = 0
            for index in start..<text.count {
                let equal = positions[Int(text[index])]
                let swapped = ((~diagonal & equal) << 1) & previous
                diagonal = (((equal & plus) &+ plus) ^ plus) | equal | minus | swapped
                var horizontalPlus = minus | ~(diagonal | plus)
                var horizontalMinus = diagonal & plus
                if horizontalPlus & last != 0 {
                    distance += 1
                } else if horizontalMinus & last != 0 {
                    distance -= 1
                }
                horizontalPlus = horizontalPlus << 1 | carry
                horizontalMinus <<= 1
                plus = horizontalMinus | ~(diagonal | horizontalPlus)
                minus = diagonal & horizontalPlus
                previous = equal
                if distance < least {
                    least = distance
                    leastEnd = index - start + 1
                }
            }
            return Prefixes(whole: distance, least: least, leastEnd: leastEnd)
        }
    }

    /// `run` for a pattern longer than a word: the matrix a column at a time, three columns kept.
    private func runByRows(_ text: UnsafeBufferPointer<UInt8>, from start: Int, freeStart: Bool) -> Prefixes {
        let rows = pattern.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * rows) { cells in
            // Columns j-2, j-1 and j, rotating.
            var before = 0, previous = rows, current = 2 * rows
            for row in 0..<rows { cells[previous + row] = row }
            var result = Prefixes(whole: pattern.count, least: Int.max, leastEnd: 0)
            for index in start..<text.count {
                let column = index - start + 1
                cells[current] = freeStart ? 0 : column
                for row in 1..<rows {
                    let substitution = pattern[row - 1] == text[index] ? 0 : 1
                    var best = min(
                        cells[previous + row] + 1, cells[current + row - 1] + 1,
                        cells[previous + row - 1] + substitution)
                    if row > 1, column > 1, pattern[row - 1] == text[index - 1], pattern[row - 2] == text[index] {
                        best = min(best, cells[before + row - 2] + 1)
                    }
                    cells[current + row] = best
                }
                let distance = cells[current + rows - 1]
                if distance < result.least {
                    result.least = distance
                    result.leastEnd = column
                }
                result.whole = distance
                (before, previous, current) = (previous, current, before)
            }
            return result
        }
    }
}
