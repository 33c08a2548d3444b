import Foundation

/// What ``YearInFilm/answer(_:of:posters:jobs:fetchingWith:progress:)`` gives `stats` to show:
/// the figures, how fetching the facts the films lacked went, and the posters asked for.
public struct YearInFilmAnswer: Sendable {
    /// The figures of the period.
    public let statistics: FilmStatistics
    /// How fetching the facts the period's films lacked went; `nil` when nothing was fetched
    /// (offline, or no film lacked any).
    public let fetched: RequestProgress?
    /// The posters the cache keeps of the best-rated films, by poster path; empty unless asked.
    public let posters: [String: Data]
}
