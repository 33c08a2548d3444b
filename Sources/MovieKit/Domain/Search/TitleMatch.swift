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
        // ASCII has no accents nor widths to fold: the standard library lowercases it for a
        // fraction of Foundation's first folding (0.6 M instructions, a tenth of `actor`).
        let cased =
            text.utf8.allSatisfy { $0 < 0x80 }
            ? text.lowercased()
            : text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return cased.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
