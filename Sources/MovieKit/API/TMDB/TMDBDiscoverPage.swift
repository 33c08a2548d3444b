/// One page of TMDB's `discover/movie`: up to 20 films in the order asked for, and how many
/// pages there are.
public struct TMDBDiscoverPage: Codable, Sendable, Equatable {
    /// This page's number, from 1.
    public var page: Int
    /// The films on this page, in order.
    public var results: [TMDBListEntry]
    /// How many pages the whole list has (TMDB serves at most 500).
    public var totalPages: Int
    /// How many films the whole list has.
    public var totalResults: Int

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }

    public init(page: Int, results: [TMDBListEntry], totalPages: Int, totalResults: Int) {
        self.page = page
        self.results = results
        self.totalPages = totalPages
        self.totalResults = totalResults
    }
}
