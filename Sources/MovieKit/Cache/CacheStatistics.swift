import Foundation

/// What the cache holds, in all and per source, for `movies cache info`.
public struct CacheStatistics: Sendable, Equatable {
    /// How much one part of the cache holds.
    public struct Counts: Sendable, Equatable {
        public let movies: Int
        /// Distinct cast names.
        public let actors: Int
        public let lists: Int
        /// Posters kept for offline, and their bytes.
        public var posters = 0
        public var posterBytes = 0
        /// The oldest and newest fetch time of any movie or list; `nil` when there is none.
        public let oldestFetch: Date?
        public let newestFetch: Date?
    }

    /// Everything the cache holds, every source together.
    public let total: Counts
    /// What each source holds; every source is present, with zero counts when it has nothing.
    public let bySource: [MovieSource: Counts]
    /// The newest migration applied, like `v3`.
    public let schemaVersion: String

    public var movies: Int { total.movies }
    public var actors: Int { total.actors }
    public var lists: Int { total.lists }
    public var oldestFetch: Date? { total.oldestFetch }
    public var newestFetch: Date? { total.newestFetch }
}
