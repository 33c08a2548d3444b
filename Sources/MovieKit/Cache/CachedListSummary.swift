import Foundation

/// One ranked list the cache holds: which year and list, how many movies, when it was fetched.
public struct CachedListSummary: Sendable, Equatable {
    public let year: Int
    public let list: MovieList
    public let movieCount: Int
    public let fetchedAt: Date

    public init(year: Int, list: MovieList, movieCount: Int, fetchedAt: Date) {
        self.year = year
        self.list = list
        self.movieCount = movieCount
        self.fetchedAt = fetchedAt
    }
}
