extension TMDBWire {
    /// One page of a list: `{"page":P,"results":[…],"total_pages":T,"total_results":R}`. A page
    /// past the last has no results and the same totals.
    public struct Page<Item: Codable & Sendable>: Codable, Sendable {
        public var page: Int
        public var results: [Item]
        public var totalPages: Int
        public var totalResults: Int

        public init(page: Int, results: [Item], totalPages: Int, totalResults: Int) {
            self.page = page
            self.results = results
            self.totalPages = totalPages
            self.totalResults = totalResults
        }

        enum CodingKeys: String, CodingKey {
            case page, results
            case totalPages = "total_pages"
            case totalResults = "total_results"
        }
    }
}

extension TMDBWire.Page: Equatable where Item: Equatable {}
