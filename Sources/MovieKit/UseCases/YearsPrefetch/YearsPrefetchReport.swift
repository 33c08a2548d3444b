/// What a ``YearsPrefetch`` did: which years synced fully, which failed and why; and of the
/// posters asked for, how many are kept and which could not be fetched.
public struct YearsPrefetchReport: Sendable {
    /// A film as a report names it.
    public struct Film: Sendable, Hashable {
        public let id: Int
        public let title: String

        init(_ movie: any Movie) {
            id = movie.id
            title = movie.name
        }
    }

    /// Every year asked for, in order.
    public let years: [Int]
    /// The first failure of each year that did not sync fully. What did sync is saved.
    public let failures: [Int: MovieServiceError]
    /// How many lists were saved.
    public let lists: Int
    /// How many movie details were saved.
    public let movies: Int
    /// How many posters are kept of those asked for.
    public internal(set) var posters = 0
    /// The films whose posters were asked for and could not be fetched, each with why.
    public internal(set) var posterFailures: [Film: MovieServiceError] = [:]

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
    /// Whether every year synced (posters aside: see ``posterFailures``).
    public var isComplete: Bool { failures.isEmpty }
}
