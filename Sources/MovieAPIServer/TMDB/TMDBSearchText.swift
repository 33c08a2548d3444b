import Foundation

/// How the searches read text: case and diacritics folded away (`Amélie` reads as `amelie`,
/// `Søren` as `soren`), then cut into words at anything that is neither a letter nor a digit
/// (`Amélie et l'Horloger` is `amelie`, `et`, `l`, `horloger`). A query's words match a name
/// when each begins some word of it.
enum TMDBSearchText {
    /// Letters that folding leaves whole, being letters of their own rather than a letter and a mark.
    private static let plainLetters: [Unicode.Scalar: String] = [
        "ß": "ss", "ł": "l", "ø": "o", "đ": "d", "ı": "i", "æ": "ae", "œ": "oe", "ħ": "h", "þ": "th",
    ]

    /// The words of `text`, folded, in order; none for text without a letter or a digit.
    static func words(_ text: some StringProtocol) -> [String] {
        var words: [String] = []
        var word = ""
        let folded = String(text).lowercased().decomposedStringWithCompatibilityMapping
        for scalar in folded.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark:
                continue
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber, .spacingMark:
                if let plain = plainLetters[scalar] {
                    word += plain
                } else {
                    word.unicodeScalars.append(scalar)
                }
            default:
                if !word.isEmpty { words.append(word) }
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Whether every word of `query` begins some word of `names`; never for a query of no words.
    static func matches(_ query: [String], _ names: [[String]]) -> Bool {
        !query.isEmpty
            && query.allSatisfy { queryWord in
                names.contains { name in name.contains { $0.utf8.starts(with: queryWord.utf8) } }
            }
    }

    /// Whether `query` is one of `names` whole, word for word.
    static func isExactly(_ query: [String], oneOf names: [[String]]) -> Bool {
        !query.isEmpty && names.contains(query)
    }
}
