/// What ``TitleGrams/normalized(_:)`` makes of each character of the blocks titles mostly take
/// beyond ASCII (accented Latin letters, typographic punctuation, fullwidth letters), so that
/// ``TitleBytes`` normalizes such titles without Foundation; and the blocks whose characters never
/// fold to an ASCII letter or digit (Greek, Cyrillic, the CJK scripts…). The tests check every
/// entry against ``TitleGrams/normalized(_:)``.
enum FoldedScalars {
    /// What a character becomes in a normalized title.
    enum Fold: Equatable {
        /// Nothing: it is dropped and joins what surrounds it (a zero-width non-joiner).
        case dropped
        /// A break between words, like punctuation and spaces.
        case separator
        /// These UTF-8 bytes (one to three), its letters folded.
        case bytes(UInt32, count: Int)
    }

    /// What `scalar` becomes, or `nil` for a character outside the blocks known here.
    static func fold(_ scalar: UInt32) -> Fold? {
        for block in blocks where scalar >= block.first && scalar - block.first < UInt32(block.folds.count) {
            return block.folds[Int(scalar - block.first)]
        }
        return nil
    }

    /// Whether `scalar` is of a block none of whose characters folds to an ASCII letter or digit:
    /// a title of such characters cannot match a query of ASCII ones, whatever Foundation makes of it.
    static func neverFoldsToASCII(_ scalar: UInt32) -> Bool {
        foreignBlocks.contains { $0.contains(scalar) }
    }

    /// Whether every character whose UTF-8 begins with `lead` (a byte that begins a character of
    /// two or three bytes) is of a block ``neverFoldsToASCII(_:)``.
    static func neverFoldsToASCII(lead: UInt8) -> Bool {
        let range: ClosedRange<UInt32>
        switch lead {
        case 0xC2...0xDF: range = (UInt32(lead & 0x1F) << 6)...(UInt32(lead & 0x1F) << 6 | 0x3F)
        // U+D800…U+DFFF (surrogates) are never in UTF-8.
        case 0xE0...0xEF:
            range = (UInt32(lead & 0x0F) << 12)...min(UInt32(lead & 0x0F) << 12 | 0xFFF, lead == 0xED ? 0xD7FF : 0xFFFF)
        default: return false
        }
        return foreignBlocks.contains { $0.contains(range.lowerBound) && $0.contains(range.upperBound) }
    }

    /// Combining accents, Greek, Cyrillic, Hebrew, Arabic, Devanagari, Thai, the CJK blocks
    /// (punctuation, kana, ideographs) and Hangul syllables.
    static let foreignBlocks: [ClosedRange<UInt32>] = [
        0x0300...0x03FF, 0x0400...0x04FF, 0x0590...0x06FF, 0x0900...0x097F, 0x0E00...0x0E7F, 0x3000...0x9FFF,
        0xB000...0xD7FF,
    ]

    /// The blocks known here, each from its first character, in order.
    static let blocks: [(first: UInt32, folds: [Fold])] = [latin, latinAdditional, punctuation, fullwidth].map {
        (first: $0.first, folds: parse($0.entries))
    }

    /// Reads a block's entries: one per character, `|` between them; `_` is a separator, an empty
    /// entry a character dropped, anything else the character's folded text.
    static func parse(_ entries: String) -> [Fold] {
        var folds: [Fold] = []
        var packed: UInt32 = 0, count = 0
        func finish() {
            if count == 1 && packed == UInt32(UInt8(ascii: "_")) {
                folds.append(.separator)
            } else {
                folds.append(count == 0 ? .dropped : .bytes(packed, count: count))
            }
            packed = 0
            count = 0
        }
        for byte in entries.utf8 {
            if byte == UInt8(ascii: "|") {
                finish()
            } else if count < 4 {
                packed |= UInt32(byte) << (8 * UInt32(count))
                count += 1
            }
        }
        finish()
        return folds
    }

    /// U+00A0–U+024F: Latin-1 Supplement and Latin Extended-A and -B.
    static let latin = (
        first: 0x00A0 as UInt32,
        entries: """
        _|_|_|_|_|_|_|_|_|_|ª|_|_|_|_|_|_|_|²|³|_|μ|_|_|_|¹|º|_|¼|½|¾|_|a|a|a|a|a|a|æ|c|e|e|e|e|i|i|i|i|ð|n|\
        o|o|o|o|o|_|ø|u|u|u|u|y|þ|ss|a|a|a|a|a|a|æ|c|e|e|e|e|i|i|i|i|ð|n|o|o|o|o|o|_|ø|u|u|u|u|y|þ|y|a|a|a|\
        a|a|a|c|c|c|c|c|c|c|c|d|d|đ|đ|e|e|e|e|e|e|e|e|e|e|g|g|g|g|g|g|g|g|h|h|ħ|ħ|i|i|i|i|i|i|i|i|i|ı|ĳ|ĳ|j|\
        j|k|k|ĸ|l|l|l|l|l|l|ŀ|ŀ|ł|ł|n|n|n|n|n|n|ʼn|ŋ|ŋ|o|o|o|o|o|o|œ|œ|r|r|r|r|r|r|s|s|s|s|s|s|s|s|t|t|t|t|\
        ŧ|ŧ|u|u|u|u|u|u|u|u|u|u|u|u|w|w|y|y|y|z|z|z|z|z|z|s|ƀ|ɓ|ƃ|ƃ|ƅ|ƅ|ɔ|ƈ|ƈ|ɖ|ɗ|ƌ|ƌ|ƍ|ǝ|ə|ɛ|ƒ|ƒ|ɠ|ɣ|ƕ|ɩ|ɨ|\
        ƙ|ƙ|ƚ|ƛ|ɯ|ɲ|ƞ|ɵ|o|o|ƣ|ƣ|ƥ|ƥ|ʀ|ƨ|ƨ|ʃ|ƪ|ƫ|ƭ|ƭ|ʈ|u|u|ʊ|ʋ|ƴ|ƴ|ƶ|ƶ|ʒ|ƹ|ƹ|ƺ|ƻ|ƽ|ƽ|ƾ|ƿ|ǀ|ǁ|ǂ|ǃ|ǆ|ǆ|ǆ|ǉ|ǉ|ǉ|\
        ǌ|ǌ|ǌ|a|a|i|i|o|o|u|u|u|u|u|u|u|u|u|u|ǝ|a|a|a|a|æ|æ|ǥ|ǥ|g|g|k|k|o|o|o|o|ʒ|ʒ|j|ǳ|ǳ|ǳ|g|g|ƕ|ƿ|n|n|a|a|\
        æ|æ|ø|ø|a|a|a|a|e|e|e|e|i|i|i|i|o|o|o|o|r|r|r|r|u|u|u|u|s|s|t|t|ȝ|ȝ|h|h|ƞ|ȡ|ȣ|ȣ|ȥ|ȥ|a|a|e|e|o|o|o|o|\
        o|o|o|o|y|y|ȴ|ȵ|ȶ|ȷ|ȸ|ȹ|ⱥ|ȼ|ȼ|ƚ|ⱦ|ȿ|ɀ|ɂ|ɂ|ƀ|ʉ|ʌ|ɇ|ɇ|ɉ|ɉ|ɋ|ɋ|ɍ|ɍ|ɏ|ɏ
        """
    )
    /// U+1E00–U+1EFF: Latin Extended Additional (Vietnamese and others).
    static let latinAdditional = (
        first: 0x1E00 as UInt32,
        entries: """
        a|a|b|b|b|b|b|b|c|c|d|d|d|d|d|d|d|d|d|d|e|e|e|e|e|e|e|e|e|e|f|f|g|g|h|h|h|h|h|h|h|h|h|h|i|i|i|i|k|k|\
        k|k|k|k|l|l|l|l|l|l|l|l|m|m|m|m|m|m|n|n|n|n|n|n|n|n|o|o|o|o|o|o|o|o|p|p|p|p|r|r|r|r|r|r|r|r|s|s|s|s|\
        s|s|s|s|s|s|t|t|t|t|t|t|t|t|u|u|u|u|u|u|u|u|u|u|v|v|v|v|w|w|w|w|w|w|w|w|w|w|x|x|x|x|y|y|z|z|z|z|z|z|\
        h|t|w|y|aʾ|s|ẜ|ẝ|ss|ẟ|a|a|a|a|a|a|a|a|a|a|a|a|a|a|a|a|a|a|a|a|a|a|a|a|e|e|e|e|e|e|e|e|e|e|e|e|e|e|e|\
        e|i|i|i|i|o|o|o|o|o|o|o|o|o|o|o|o|o|o|o|o|o|o|o|o|o|o|o|o|u|u|u|u|u|u|u|u|u|u|u|u|u|u|y|y|y|y|y|y|y|\
        y|ỻ|ỻ|ỽ|ỽ|ỿ|ỿ
        """
    )
    /// U+2000–U+206F: General Punctuation (spaces, dashes, quotes, ellipsis).
    static let punctuation = (
        first: 0x2000 as UInt32,
        entries: """
        _|_|_|_|_|_|_|_|_|_|_|_||_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|\
        _|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|\
        _|_|_|_|_|_|_|_|_|_|_|_
        """
    )
    /// U+FF00–U+FF60: fullwidth ASCII and brackets.
    static let fullwidth = (
        first: 0xFF00 as UInt32,
        entries: """
        _|_|_|_|_|_|_|_|_|_|_|_|_|_|_|_|0|1|2|3|4|5|6|7|8|9|_|_|_|_|_|_|_|a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|\
        r|s|t|u|v|w|x|y|z|_|_|_|_|_|_|a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t|u|v|w|x|y|z|_|_|_|_|_|_
        """
    )
}
