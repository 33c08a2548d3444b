import Foundation

/// What a person typed into `movies search`, made safe for SQLite's full-text search.
///
/// The text is cut into words of letters and digits; everything else (quotes, `*`, `-`,
/// parentheses, `%`, `_`, NUL bytes…) only separates words. Each word becomes a quoted FTS5
/// string with a prefix star, so `AND`, `OR`, `NOT` and `NEAR` are searched as words and never
/// read as operators; all words must match. The expression is bound, never spliced into SQL.
public struct SearchQuery: Sendable, Equatable {
    /// The words searched for, in the order typed.
    public let words: [String]

    public init(_ text: String) {
        words = text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// The FTS5 `MATCH` expression, like `"zoo"* "tom"*`, or `nil` when there is no word to search.
    public var matchExpression: String? {
        guard !words.isEmpty else { return nil }
        // A word holds only letters and digits; a quote in it would still be doubled, as FTS5 asks.
        // (By hand: Foundation's replacingOccurrences costs half a million instructions on first use.)
        return words.map { word in
            var quoted = "\""
            for character in word {
                if character == "\"" { quoted.append("\"") }
                quoted.append(character)
            }
            return quoted + "\"*"
        }.joined(separator: " ")
    }
}
