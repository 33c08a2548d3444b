import Foundation

/// A search for films by title: the text as typed, and the release year when it narrows it.
public struct MovieSearch: Sendable, Hashable {
    /// The longest text searched for, in characters.
    public static let maximumLength = 500

    /// The text, as typed (its surrounding spaces trimmed).
    public let text: String
    /// Only films released this year, when given.
    public let year: Int?

    /// - Throws: ``Refusal`` for a blank text or one longer than ``maximumLength``.
    public init(_ text: String, year: Int? = nil) throws(Refusal) {
        // Trimmed by the standard library's Unicode white space: Foundation's CharacterSet costs
        // a million instructions on its first use, a sixth of a cached search.
        var trimmed = Substring(text)
        while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
        while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
        guard !trimmed.isEmpty else { throw .blank }
        guard trimmed.count <= Self.maximumLength else { throw .tooLong(trimmed.count) }
        self.text = String(trimmed)
        self.year = year
    }

    /// The text as the cache keys it: lowercased, runs of white space as one space, so that
    /// `Blade  Runner` and `blade runner` are one question.
    public var normalizedText: String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether `film` is one this search finds without a search engine: released in ``year``
    /// when given, and each word typed the start of a word of its title or original title,
    /// ignoring case and accents (as the cache's full-text search matches).
    public func finds(_ film: MovieSummary) -> Bool {
        guard year == nil || film.year == year else { return false }
        let typed = Self.words(of: text)
        guard !typed.isEmpty else { return false }
        return [film.title, film.originalTitle].compactMap { $0 }.contains { title in
            let words = Self.words(of: title)
            return typed.allSatisfy { word in words.contains { $0.hasPrefix(word) } }
        }
    }

    /// The films of `films` this search finds, at most `limit`, released in ``year`` when given:
    /// those it ``finds(_:)`` in the order given, then those whose title or original title comes
    /// close, forgiving typos (``FuzzyTitleMatch/ranked(_:)``: by score, then by votes).
    public func matches(among films: [MovieSummary], limit: Int) -> [MovieSummary] {
        let found = films.filter(finds)
        guard found.count < limit else { return Array(found.prefix(limit)) }
        let foundIDs = Set(found.map(\.id))
        let others = films.filter { film in !foundIDs.contains(film.id) && (year == nil || film.year == year) }
        return Array((found + FuzzyTitleMatch(text).ranked(others)).prefix(limit))
    }

    /// `text`'s words of letters and digits, case and accents folded.
    private static func words(of text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Why a text cannot be searched for.
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        case blank
        case tooLong(Int)

        public var description: String {
            switch self {
            case .blank: "the text to search for is empty"
            case .tooLong(let count):
                "the text to search for is \(count) characters long; at most \(MovieSearch.maximumLength) are searched"
            }
        }
    }
}
