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
}
