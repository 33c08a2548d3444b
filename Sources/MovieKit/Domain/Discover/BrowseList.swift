import Foundation

/// A list of films a source keeps to browse, whatever the year: what is trending, popular, in
/// cinemas now or soon.
public enum BrowseList: Sendable, Hashable {
    /// Trending today (`day`) or this week.
    case trending(TrendingWindow)
    /// The most popular films.
    case popular
    /// In cinemas in a region (ISO 3166-1, like `US`) now.
    case nowPlaying(region: String)
    /// Coming to cinemas in a region soon.
    case upcoming(region: String)

    /// How long trending is measured over.
    public enum TrendingWindow: String, Sendable, Hashable, CaseIterable {
        case day, week
    }

    /// The list as the cache keys it: `browse/trending/week`, `browse/popular`,
    /// `browse/now-playing/US`, `browse/upcoming/US`.
    public var key: String {
        switch self {
        case .trending(let window): "browse/trending/\(window.rawValue)"
        case .popular: "browse/popular"
        case .nowPlaying(let region): "browse/now-playing/\(region)"
        case .upcoming(let region): "browse/upcoming/\(region)"
        }
    }

    /// The list read back from its ``key``; `nil` for another key.
    public init?(key: String) {
        let parts = key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch (parts.count, parts.first, parts.dropFirst().first) {
        case (3, "browse", "trending"):
            guard let window = TrendingWindow(rawValue: parts[2]) else { return nil }
            self = .trending(window)
        case (2, "browse", "popular"): self = .popular
        case (3, "browse", "now-playing") where !parts[2].isEmpty: self = .nowPlaying(region: parts[2])
        case (3, "browse", "upcoming") where !parts[2].isEmpty: self = .upcoming(region: parts[2])
        default: return nil
        }
    }

    /// The list in words: "the films trending this week", "the films in cinemas in US now".
    public var description: String {
        switch self {
        case .trending(.day): "the films trending today"
        case .trending(.week): "the films trending this week"
        case .popular: "the popular films"
        case .nowPlaying(let region): "the films in cinemas in \(region) now"
        case .upcoming(let region): "the films coming to cinemas in \(region)"
        }
    }

    /// Whether the list is about release days (in cinemas now, coming soon): its films are then
    /// in the order of their release days (``ordered(_:)``) and shown with them.
    public var isByReleaseDay: Bool {
        switch self {
        case .nowPlaying, .upcoming: true
        case .trending, .popular: false
        }
    }

    /// `films` in the list's own order: coming soon, the soonest first; in cinemas now, the
    /// latest release first; a film with no known day last. The other lists keep the source's
    /// order (its ranking).
    public func ordered(_ films: [MovieSummary]) -> [MovieSummary] {
        let soonestFirst: Bool
        switch self {
        case .upcoming: soonestFirst = true
        case .nowPlaying: soonestFirst = false
        case .trending, .popular: return films
        }
        // Stable: films released the same day keep the source's order.
        return films.enumerated().sorted { first, second in
            switch (first.element.releaseDate, second.element.releaseDate) {
            case (let one?, let other?) where one != other: soonestFirst ? one < other : one > other
            case (nil, _?): false
            case (_?, nil): true
            default: first.offset < second.offset
            }
        }.map(\.element)
    }
}
