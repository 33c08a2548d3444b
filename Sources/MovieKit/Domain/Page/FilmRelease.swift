import Foundation

/// A day a film comes out in one country, one way: in cinemas, digitally, on disc, on TV. TMDB's
/// `release_dates`; the day is the UTC day TMDB gives (a time of day is dropped).
public struct FilmRelease: Sendable, Hashable, Codable {
    /// The way it comes out, by TMDB's type numbers.
    public enum Kind: Int, Sendable, Hashable, Codable, CaseIterable {
        case premiere = 1
        case limitedTheatrical = 2
        case theatrical = 3
        case digital = 4
        case physical = 5
        case tv = 6

        /// The name scripts read (`releases[].type` in JSON, a calendar's `UID`): `premiere`,
        /// `limited`, `theatrical`, `digital`, `physical`, `tv`.
        public var name: String {
            switch self {
            case .premiere: "premiere"
            case .limitedTheatrical: "limited"
            case .theatrical: "theatrical"
            case .digital: "digital"
            case .physical: "physical"
            case .tv: "tv"
            }
        }

        /// Whether it is a release in cinemas (limited or wide).
        public var isCinema: Bool { self == .theatrical || self == .limitedTheatrical }
    }

    /// ISO 3166-1, uppercased (`US`).
    public var country: String
    public var kind: Kind
    /// Midnight UTC of the day.
    public var day: Date

    public init(country: String, kind: Kind, day: Date) {
        self.country = country
        self.kind = kind
        self.day = day
    }
}

/// When a film comes out in one region, in cinemas and digitally: what its page shows.
public struct RegionReleases: Sendable, Hashable {
    /// The country.
    public let region: String
    /// The first day in cinemas there (a wide release, else a limited one).
    public let cinema: Date?
    /// The first day to buy, rent or stream it there.
    public let digital: Date?

    /// The days of `releases` in `region`; `nil` when none is in cinemas or digital there.
    public init?(_ releases: [FilmRelease], region: String) {
        let there = releases.filter { $0.country == region }
        let wide = there.filter { $0.kind == .theatrical }.map(\.day).min()
        let limited = there.filter { $0.kind == .limitedTheatrical }.map(\.day).min()
        let digital = there.filter { $0.kind == .digital }.map(\.day).min()
        guard wide != nil || limited != nil || digital != nil else { return nil }
        self.region = region
        cinema = wide ?? limited
        self.digital = digital
    }
}
