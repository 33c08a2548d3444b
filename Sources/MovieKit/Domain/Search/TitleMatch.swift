import Foundation

/// Which film a title means, among the films a search found: the one whose title or original
/// title equals it (ignoring case and accents), the most voted of several; else the first found.
/// The others are named so that a person can ask for one of them instead.
public struct TitleMatch: Sendable, Equatable {
    /// The film the title means.
    public let movie: MovieSummary
    /// Whether its title (or original title) equals the one asked; `false` when it is only the
    /// search's first result.
    public let isExact: Bool
    /// The other films it could have meant, best first: the other equal titles, else the other
    /// results.
    public let others: [MovieSummary]

    /// The film `title` means among `found` (in the search's order), released in `year` when
    /// given; `nil` when none is.
    public init?(_ title: String, in found: [MovieSummary], year: Int? = nil) {
        let candidates = found.filter { year == nil || $0.year == year }
        guard let first = candidates.first else { return nil }
        let wanted = Self.folded(title)
        let equal = candidates.filter { movie in
            Self.folded(movie.title) == wanted || movie.originalTitle.map(Self.folded) == wanted
        }
        if let best = equal.enumerated().max(by: { lhs, rhs in
            // The most votes wins; of equal votes, the one found first.
            ((lhs.element.voteCount ?? 0), rhs.offset) < ((rhs.element.voteCount ?? 0), lhs.offset)
        })?.element {
            movie = best
            isExact = true
            others = equal.filter { $0.id != best.id }
        } else {
            movie = first
            isExact = false
            others = Array(candidates.dropFirst())
        }
    }

    /// `text` as titles are compared: case, accents and surrounding spaces ignored.
    public static func folded(_ text: String) -> String {
        // ASCII has no accents nor widths to fold: it is folded byte by byte, for a fraction of
        // Foundation's first folding (0.6 M instructions, a tenth of `actor`) and of splitting
        // into characters (an IMDb import folds hundreds of thousands of names).
        if let ascii = asciiFolded(text) { return ascii }
        let cased = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return cased.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// ``folded(_:)`` of an all-ASCII `text`: letters lowercased, each run of whitespace (tab,
    /// line feed, vertical tab, form feed, carriage return, space) one space, none at either
    /// end; `nil` when `text` is not all ASCII.
    private static func asciiFolded(_ text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            var count = 0
            var pendingSpace = false
            for byte in utf8 {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    buffer[count] = 0x20
                    count += 1
                    pendingSpace = false
                }
                buffer[count] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                count += 1
            }
            return count
        }
    }
}
