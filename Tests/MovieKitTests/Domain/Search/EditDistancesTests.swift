import Testing

@testable import MovieKit

/// The bit-parallel distances agree with the textbook matrix, for short and long patterns.
struct EditDistancesTests {
    /// The optimal-string-alignment distances of `pattern` to each prefix of `text`, by the whole
    /// matrix; with `freeStart`, to each prefix of a substring.
    private static func matrix(_ pattern: [UInt8], _ text: [UInt8], freeStart: Bool) -> [Int] {
        let rows = pattern.count, columns = text.count
        var cells = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for row in 0...rows { cells[row][0] = row }
        for column in 0...columns { cells[0][column] = freeStart ? 0 : column }
        for row in stride(from: 1, through: rows, by: 1) {
            for column in stride(from: 1, through: columns, by: 1) {
                let cost = pattern[row - 1] == text[column - 1] ? 0 : 1
                var best = min(
                    cells[row - 1][column] + 1, cells[row][column - 1] + 1, cells[row - 1][column - 1] + cost)
                if row > 1, column > 1, pattern[row - 1] == text[column - 2], pattern[row - 2] == text[column - 1] {
                    best = min(best, cells[row - 2][column - 2] + 1)
                }
                cells[row][column] = best
            }
        }
        return Array(cells[rows].dropFirst())
    }

    private static func random(_ length: Int, using generator: inout some RandomNumberGenerator) -> [UInt8] {
        (0..<length).map { _ in Array("abcd ".utf8).randomElement(using: &generator) ?? 0 }
    }

    @Test(arguments: [(1, 12), (5, 20), (11, 30), (64, 80), (70, 90)])
    func agreeWithTheWholeMatrix(patternLength: Int, textLength: Int) {
        var generator = SplitMix(seed: UInt64(patternLength * 1_000 + textLength))
        for _ in 0..<200 {
            let pattern = Self.random(patternLength, using: &generator)
            let text = Self.random(Int.random(in: 1...textLength, using: &generator), using: &generator)
            let distances = EditDistances(pattern)
            let fromStart = Self.matrix(pattern, text, freeStart: false)
            let anywhere = Self.matrix(pattern, text, freeStart: true)
            text.withUnsafeBufferPointer { text in
                let prefixes = distances.prefixes(of: text)
                #expect(prefixes.whole == fromStart.last)
                #expect(prefixes.least == fromStart.min())
                #expect(prefixes.leastEnd == (fromStart.firstIndex(of: fromStart.min() ?? 0) ?? 0) + 1)
                #expect(distances.least(within: text) == anywhere.min())
            }
        }
    }

    @Test func aSwapOfNeighboursIsOneEdit() {
        let distances = EditDistances(Array("dnue".utf8))
        #expect(Array("dune".utf8).withUnsafeBufferPointer { distances.prefixes(of: $0).whole } == 1)
    }

    @Test func prefixesMayStartLaterInTheText() {
        let distances = EditDistances(Array("runer".utf8))
        let prefixes = Array("blade runner".utf8).withUnsafeBufferPointer { distances.prefixes(of: $0, from: 6) }
        #expect(prefixes == EditDistances.Prefixes(whole: 1, least: 1, leastEnd: 6))
    }
}

/// A seeded generator, so that a failing case fails again.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
