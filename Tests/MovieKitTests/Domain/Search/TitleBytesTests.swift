import Testing

@testable import MovieKit

/// Titles normalized from their bytes alone read exactly as Foundation's folding reads them.
struct TitleBytesTests {
    /// `title` as ``TitleBytes`` normalizes it: the outcome, and the bytes written.
    private static func normalize(_ title: String) -> (outcome: TitleBytes.Outcome, bytes: [UInt8]) {
        Array(title.utf8).withUnsafeBufferPointer { utf8 in
            var output = [UInt8](repeating: 0, count: TitleBytes.capacity(for: utf8.count))
            let outcome = output.withUnsafeMutableBufferPointer { TitleBytes.normalize(utf8, into: $0) }
            guard case .normalized(let count) = outcome else { return (outcome, []) }
            return (outcome, Array(output.prefix(count)))
        }
    }

    /// Whether `title` is normalized without Foundation, as Foundation normalizes it.
    private static func isNormalizedAsFoundationDoes(_ title: String) -> Bool {
        let (outcome, bytes) = normalize(title)
        return outcome == .normalized(count: bytes.count) && bytes == TitleGrams.normalized(title)
    }

    @Test func everyCharacterOfTheKnownBlocksFoldsAsFoundationFoldsIt() {
        for block in FoldedScalars.blocks {
            for (offset, fold) in block.folds.enumerated() {
                guard let scalar = Unicode.Scalar(block.first + UInt32(offset)) else { continue }
                let expected: String
                switch fold {
                case .dropped: expected = "ab"
                case .separator: expected = "a b"
                case .bytes(let packed, let count):
                    let bytes = (0..<count).map { UInt8(truncatingIfNeeded: packed >> (8 * UInt32($0))) }
                    expected = "a" + String(decoding: bytes, as: UTF8.self) + "b"
                }
                let folded = String(decoding: TitleGrams.normalized("a\(scalar)b"), as: UTF8.self)
                #expect(folded == expected, "U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
        }
    }

    @Test func noCharacterOfTheForeignBlocksFoldsToAnASCIILetterOrDigit() {
        for block in FoldedScalars.foreignBlocks {
            for value in block {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let folded = TitleGrams.normalized("\(scalar) \(scalar)\(scalar)")
                #expect(!folded.contains { $0 < 0x80 && $0 != UInt8(ascii: " ") }, "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test(arguments: [
        "Blade Runner: The Final Cut", "  WALL·E ", "Amélie", "Le Fabuleux Destin d’Amélie Poulain", "Ocean’s Eleven",
        "Straße — „Köln“ …", "Ｆｕｌｌｗｉｄｔｈ Ｔｉｔｌｅ！", "Phở 2024", "ŉ ĳ Œuvre", "", "!!!", "x",
    ])
    func titlesOfKnownCharactersAreNormalizedWithoutFoundation(title: String) {
        #expect(Self.isNormalizedAsFoundationDoes(title))
    }

    @Test func randomTitlesOfKnownCharactersAreNormalizedAsFoundationDoes() {
        let known =
            (0x20...0x7E).compactMap(Unicode.Scalar.init)
            + FoldedScalars.blocks.flatMap { block in
                block.folds.indices.compactMap { Unicode.Scalar(block.first + UInt32($0)) }
            }
        var generator = SplitMix(seed: 31)
        for _ in 0..<2_000 {
            var title = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                title.unicodeScalars.append(known.randomElement(using: &generator) ?? " ")
            }
            #expect(Self.isNormalizedAsFoundationDoes(title), "\(title)")
        }
    }

    @Test func aTitleOfOtherCharactersIsLeftToFoundationWithHowManyASCIILettersItCanHold() {
        #expect(Self.normalize("ドラゴンボールZ 神と神").outcome == .needsFolding(asciiAlphanumerics: 1))
        #expect(Self.normalize("Амели").outcome == .needsFolding(asciiAlphanumerics: 0))
        #expect(Self.normalize("Star ★ Wars").outcome == .needsFolding(asciiAlphanumerics: nil))
        #expect(Self.normalize("e\u{301}te").outcome == .needsFolding(asciiAlphanumerics: 3), "a combining accent")
    }

    @Test func knowsTheLeadingBytesOfCharactersThatNeverFoldToASCII() {
        let never = (0xC2...0xEF).filter { FoldedScalars.neverFoldsToASCII(lead: UInt8($0)) }
        #expect(
            never == [0xCC, 0xCD, 0xCE, 0xCF, 0xD0, 0xD1, 0xD2, 0xD3, 0xD7, 0xD8, 0xD9, 0xDA, 0xDB]
                + Array(0xE3...0xE9) + [0xEB, 0xEC, 0xED])
    }
}
