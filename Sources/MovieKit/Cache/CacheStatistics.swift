import Foundation

/// What the cache holds, for `movies cache info`.
public struct CacheStatistics: Sendable, Equatable {
    public let movies: Int
    /// Distinct cast names.
    public let actors: Int
    public let lists: Int
    /// The oldest and newest fetch time of any movie or list; `nil` when the cache is empty.
    public let oldestFetch: Date?
    public let newestFetch: Date?
    /// The newest migration applied, like `v2`.
    public let schemaVersion: String
}
