import Foundation
import Testing

@testable import movies

struct FormattingTests {
    @Test(arguments: [
        (0, "$0"), (999, "$999"), (1000, "$1,000"), (486_295_561, "$486,295,561"),
        (1_000_000_000_000, "$1,000,000,000,000"), (-1500, "-$1,500"),
    ])
    func writesDollarsWithThousandsSeparators(amount: Int, text: String) {
        #expect(Formatting.dollars(amount) == text)
    }

    @Test(arguments: [(74.0, "74"), (7.5, "7.5"), (0, "0"), (81.25, "81.25")])
    func writesRatingsAsTheAPIGaveThem(rating: Double, text: String) {
        #expect(Formatting.rating(rating) == text)
    }

    @Test(
        arguments: [
            (7.0, 10.0, "7.0"), (6.94, 10, "6.9"), (10, 10, "10.0"), (7.25, 10, "7.3"), (0, 10, "0.0"),
            (74, 100, "74"), (81.25, 100, "81.25"),
        ] as [(Double, Double, String)])
    func writesATableColumnsRatingWithOneDecimalOnAScaleOfTen(rating: Double, scale: Double, text: String) {
        #expect(Formatting.rating(rating, onScaleOf: scale) == text)
        #expect(Formatting.rating(nil, onScaleOf: scale) == Formatting.unknown)
    }

    @Test(
        arguments: [
            (0.0, "just now"), (0.4, "just now"), (42, "42 s ago"), (60, "1 min ago"), (89 * 60, "89 min ago"),
            (3 * 3600 + 5, "3 h ago"), (47 * 3600, "47 h ago"), (50 * 3600, "2 d ago"), (40 * 86_400, "40 d ago"),
        ] as [(Double, String)])
    func saysHowLongAgoInTheLargestSensibleUnit(seconds: Double, text: String) {
        let now = Date(timeIntervalSince1970: 1_000_000_000)
        #expect(Formatting.age(of: now.addingTimeInterval(-seconds), now: now) == text)
    }
}
