import MovieKit
import Testing

/// The trigrams a typo-tolerant search compares titles by.
struct TitleGramsTests {
    private func gram(_ text: String) -> UInt32 {
        text.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    @Test func foldsCaseAccentsAndPunctuation() {
        #expect(TitleGrams.normalized("Blade Runner: The Final Cut") == Array("blade runner the final cut".utf8))
        #expect(TitleGrams.normalized("  AMÉLIE!! ") == Array("amelie".utf8))
        #expect(TitleGrams.normalized("--").isEmpty)
    }

    @Test func givesEachDistinctPaddedTrigramOnce() {
        #expect(TitleGrams.grams(of: "Up") == [gram(" up"), gram("up ")])
        #expect(TitleGrams.grams(of: "aaaa") == [gram(" aa"), gram("aaa"), gram("aa ")])
        #expect(TitleGrams.grams(of: "M") == [gram(" m ")])
        #expect(TitleGrams.grams(of: "?!").isEmpty)
    }

    @Test func aTypoSpoilsAtMostThreeGrams() {
        let right = Set(TitleGrams.grams(of: "blade runner"))
        let typed = Set(TitleGrams.grams(of: "blade runer"))
        #expect(right.subtracting(typed).count <= 3)
        #expect(typed.subtracting(right).count <= 3)
    }
}
