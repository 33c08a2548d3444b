/// Your rating of a film: 0.5 to 10 in halves, as TMDB takes them. Letterboxd's half stars are
/// these halves of 10 already (3.5 stars is 7); IMDb's ratings are whole.
///
/// Kept as its number of half points (8.5 is 17), so that two ratings compare exactly; written
/// and shown as the number it is (`8.5`, `7`), in JSON as a number (a whole one as a whole number).
public struct YourRating: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The half points: 1 (0.5) to 20 (10).
    public let halves: Int

    /// The half points a rating may have: 1 (0.5) to 20 (10).
    public static let halvesRange = 1...20

    /// The rating of `halves` half points; `nil` outside ``halvesRange``.
    public init?(halves: Int) {
        guard Self.halvesRange.contains(halves) else { return nil }
        self.halves = halves
    }

    /// The rating `value` is; `nil` unless it is 0.5 to 10 in halves.
    public init?(_ value: Double) {
        let doubled = value * 2
        guard doubled.isFinite, doubled == doubled.rounded(), abs(doubled) <= 100 else { return nil }
        self.init(halves: Int(doubled))
    }

    /// The whole rating `value` (1 to 10); `nil` for any other.
    public init?(whole value: Int) {
        guard (1...10).contains(value) else { return nil }
        self.init(halves: value * 2)
    }

    /// The rating as a number: 8.5.
    public var value: Double { Double(halves) / 2 }

    /// Whether it is a whole number (8, not 8.5).
    public var isWhole: Bool { halves.isMultiple(of: 2) }

    /// `8.5`, `7`.
    public var description: String { isWhole ? "\(halves / 2)" : "\(halves / 2).5" }

    public static func < (lhs: YourRating, rhs: YourRating) -> Bool { lhs.halves < rhs.halves }
}

extension YourRating: ExpressibleByIntegerLiteral {
    /// A whole rating written in code (`9`); it must be 1 to 10.
    public init(integerLiteral value: Int) {
        guard let rating = YourRating(whole: value) else { preconditionFailure("\(value) is not a rating") }
        self = rating
    }
}

extension YourRating: ExpressibleByFloatLiteral {
    /// A rating written in code (`8.5`); it must be 0.5 to 10 in halves.
    public init(floatLiteral value: Double) {
        guard let rating = YourRating(value) else { preconditionFailure("\(value) is not a rating") }
        self = rating
    }
}

extension YourRating: Codable {
    /// A number, 0.5 to 10 in halves.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Double.self)
        guard let rating = YourRating(value) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: LibraryValueError(.rating, given: Self.written(value)).description)
        }
        self = rating
    }

    /// A whole rating as a whole number (`8`), another as a number with its half (`8.5`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if isWhole { try container.encode(halves / 2) } else { try container.encode(value) }
    }

    /// `value` as a message shows it: `7.3`, `11`.
    static func written(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
