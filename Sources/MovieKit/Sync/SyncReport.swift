/// What a ``CatalogueSync`` did: which years synced fully, which failed and why.
public struct SyncReport: Sendable {
    /// Every year asked for, in order.
    public let years: [Int]
    /// The first failure of each year that did not sync fully. What did sync is saved.
    public let failures: [Int: MovieServiceError]
    /// How many lists were saved.
    public let lists: Int
    /// How many movie details were saved.
    public let movies: Int

    public init(years: [Int], failures: [Int: MovieServiceError], lists: Int, movies: Int) {
        self.years = years
        self.failures = failures
        self.lists = lists
        self.movies = movies
    }

    /// The years whose lists and movies were all saved.
    public var syncedYears: [Int] { years.filter { failures[$0] == nil } }
    /// The years that did not sync fully, in order.
    public var failedYears: [Int] { years.filter { failures[$0] != nil } }
    /// Whether every year synced.
    public var isComplete: Bool { failures.isEmpty }
}
