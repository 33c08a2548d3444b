import Foundation
import Testing

@testable import MovieKit

/// Which texts `JellyfinDate.read` takes as moments and which moments they name: Jellyfin's own
/// shape read by hand, everything else as Foundation's ISO 8601 parser reads it.
struct JellyfinDateTests {
    /// Texts and the moments they name (seconds since 2001-01-01 UTC), `nil` where none: pinned
    /// from what the reader made of them when Foundation read every one.
    static let pinned: [(String, Double?)] = [
        ("2026-11-21T06:30:00.0000000Z", 816_935_400), ("2026-11-21T06:30:00Z", 816_935_400),
        ("2026-11-21T06:30:00.5Z", 816_935_400.5), ("2026-11-21T06:30:00.1234567Z", 816_935_400.1234567),
        ("1969-12-31T23:59:59.9Z", -978_307_200.1), ("2024-02-29T00:00:00Z", 730_857_600),
        ("2000-02-29T00:00:00Z", -26_524_800), ("9999-12-31T23:59:59Z", 252_423_993_599),
        ("2026-11-21T06:30:00.0000000+02:00", 816_928_200), ("2026-11-21T06:30:00+0200", 816_928_200),
        ("2026-11-21T06:30:00.0000000-05:00", 816_953_400), ("2026-11-21T06:30:00+14:00", 816_885_000),
        ("2026-11-21T06:30:00+00:00", 816_935_400), ("2026-11-21T06:30:00z", 816_935_400),
        ("2026-11-21T06:30:00GMT", 816_935_400), ("2026-11-21T06:30:00Z ", 816_935_400),
        ("2026-11-21T06:30:00.1234567Zjunk", 816_935_400.1234567), ("2026-11-21T06:30:00Z.5", 816_935_400.5),
        ("2026-11-21T06:30:00.5.5Z", 816_935_401), ("2026-1-21T06:30:00Z", 790_669_800),
        ("2026-11-21T6:30:00Z", 816_935_400), ("2026-02-30T00:00:00Z", 794_102_400),
        ("2026-02-29T00:00:00Z", 794_016_000), ("2026-11-31T00:00:00Z", 817_776_000),
        ("1900-02-29T00:00:00Z", -3_182_198_400), ("2026-11-21T24:00:00Z", 816_998_400),
        ("2026-11-21T23:59:60Z", 816_998_400), ("2026-11-21T06:60:00Z", 816_937_200),
        ("0001-01-01T00:00:00Z", -63_114_076_800),
        ("2026-11-21T06:30:00.Z", nil), ("2026-11-21t06:30:00Z", nil), ("2026-11-21 06:30:00Z", nil),
        ("2026-13-01T00:00:00Z", nil), ("2026-00-10T00:00:00Z", nil), ("2026-11-00T00:00:00Z", nil),
        ("2026-11-21T06:30:00", nil), ("2026-11-21T06:30:00.1234567", nil), ("2026-11-21T06:30Z", nil),
        ("20261121T063000Z", nil), ("+2026-11-21T06:30:00Z", nil), (" 2026-11-21T06:30:00Z", nil),
        ("2026-11-21T06:30:00+99:00", nil), ("2026-11-21T06:30:00.٣Z", nil),
        ("2026-11-21T06:30:00.12345678901234567890Z", nil), ("yesterday", nil), ("", nil),
    ]

    @Test(arguments: pinned)
    func aTextNamesTheMomentItAlwaysNamed(_ text: String, _ seconds: Double?) {
        #expect(JellyfinDate.read(text)?.timeIntervalSinceReferenceDate == seconds)
    }

    @Test func jellyfinsOwnShapeIsReadByHandAsFoundationReadsIt() {
        var generator = SeededNumbers(seed: 61)
        for _ in 0..<5_000 {
            let fields = [
                generator.next(in: 1600...9999), generator.next(in: 1...12), generator.next(in: 1...28),
                generator.next(in: 0...23), generator.next(in: 0...59), generator.next(in: 0...59),
            ]
            let whole = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02d", fields[0], fields[1], fields[2], fields[3], fields[4],
                fields[5])
            let digits = generator.next(in: 0...15)
            let fraction = digits == 0 ? "" : "." + (0..<digits).map { _ in String(generator.next(in: 0...9)) }.joined()
            let text = whole + fraction + "Z"
            let byHand = JellyfinDate.readCanonical(text)
            #expect(byHand != nil && byHand == JellyfinDate.readByFoundation(text), "\(text)")
        }
    }

    @Test func everyDayOfAMonthsEndIsReadByHandAsFoundationReadsItOrLeftToFoundation() {
        for year in [1600, 1700, 1900, 1999, 2000, 2024, 2026, 2100, 2400, 9999] {
            for month in 1...12 {
                for day in 28...31 {
                    let text = String(format: "%04d-%02d-%02dT23:59:59.9999999Z", year, month, day)
                    if let byHand = JellyfinDate.readCanonical(text) {
                        #expect(byHand == JellyfinDate.readByFoundation(text), "\(text)")
                    }
                    #expect(JellyfinDate.read(text) == JellyfinDate.readByFoundation(text), "\(text)")
                }
            }
        }
    }
}

/// A repeatable run of numbers (a linear congruential generator), so a failure names its case.
private struct SeededNumbers {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return range.lowerBound + Int((state >> 33) % UInt64(range.count))
    }
}
