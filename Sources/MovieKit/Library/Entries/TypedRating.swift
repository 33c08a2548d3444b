/// A rating as a person typed it: out of ten (`8.5`, `8.5/10`), in stars (`--stars 4.5`,
/// `4.5/5`, Letterboxd's five stars in halves, doubled on our scale), or a bare number, read out
/// of ten. A bare number of 5 or below could be either: ``LibraryEditor`` asks which (or says how
/// it read it) when the film was rated 7 or more before (``couldBeStars(previous:)``).
public struct TypedRating: Sendable, Hashable {
    /// The scale a rating was written on.
    public enum Scale: Sendable, Hashable {
        /// Out of ten, said so (`8/10`).
        case outOfTen
        /// In stars: with `--stars`, or written `4.5/5`.
        case stars
    }

    /// The text as typed (`4.5/5`, `8`).
    public let text: String
    /// The scale it was said to be on; `nil` for a bare number (read out of ten).
    public let scale: Scale?
    /// The rating as read by its scale, on ours: a bare number or one out of ten as it is, stars doubled.
    public let rating: YourRating
    /// Whether the stars were written in the text (`4.5/5`) rather than given with `--stars`.
    public let starsWritten: Bool

    /// The rating written in `text`: `8`, `8.5`, `8.5/10` out of ten, `4.5/5` in stars.
    /// - Throws: ``LibraryValueError`` (``LibraryValueError/Kind/rating`` or
    ///   ``LibraryValueError/Kind/stars``) for any other text, or a number off its scale.
    public init(typed text: String) throws(LibraryValueError) {
        self.text = text
        if text.hasSuffix("/5") {
            do {
                rating = try LibraryValue.stars(String(text.dropLast(2)))
            } catch {
                throw LibraryValueError(.stars, given: text)
            }
            scale = .stars
            starsWritten = true
        } else if text.hasSuffix("/10") {
            rating = try Self.outOfTen(String(text.dropLast(3)), given: text)
            scale = .outOfTen
            starsWritten = false
        } else {
            rating = try LibraryValue.rating(text)
            scale = nil
            starsWritten = false
        }
    }

    /// The rating `text` gives in stars (`--stars 4.5`): 0.5 to 5 in halves, doubled on our scale.
    /// - Throws: ``LibraryValueError`` of ``LibraryValueError/Kind/stars`` for any other text.
    public init(stars text: String) throws(LibraryValueError) {
        self.text = text
        rating = try LibraryValue.stars(text)
        scale = .stars
        starsWritten = false
    }

    /// A rating already on our scale, as code gives one.
    public init(_ rating: YourRating) {
        text = rating.description
        scale = .outOfTen
        self.rating = rating
        starsWritten = false
    }

    /// The bare number read as stars (4 is 8/10); `nil` unless it is bare and 0.5 to 5.
    public var asStars: YourRating? {
        guard scale == nil, rating.halves <= 10 else { return nil }
        return YourRating(halves: rating.halves * 2)
    }

    /// Whether a person may have meant stars: a bare number of 5 or below for a film rated 7 or
    /// more before (`previous`).
    public func couldBeStars(previous: YourRating?) -> Bool {
        guard let previous, asStars != nil else { return false }
        return previous.halves >= 14
    }

    private static func outOfTen(_ number: String, given text: String) throws(LibraryValueError) -> YourRating {
        do {
            return try LibraryValue.rating(number)
        } catch {
            throw LibraryValueError(.rating, given: text)
        }
    }
}
