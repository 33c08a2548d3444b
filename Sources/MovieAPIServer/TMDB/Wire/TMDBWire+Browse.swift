extension TMDBWire {
    /// One provider as `watch/providers/movie` lists it: its display priority in each region it
    /// is in, and in the region asked for (or its lowest, when none is).
    public struct ListedProvider: Codable, Sendable, Equatable {
        public var displayPriorities: [String: Int]
        public var displayPriority: Int
        public var logoPath: String
        public var providerName: String
        public var providerID: Int

        enum CodingKeys: String, CodingKey {
            case displayPriorities = "display_priorities"
            case displayPriority = "display_priority"
            case logoPath = "logo_path"
            case providerName = "provider_name"
            case providerID = "provider_id"
        }
    }

    /// `watch/providers/movie`: `{"results":[…]}`.
    public struct ProviderList: Codable, Sendable, Equatable {
        public var results: [ListedProvider]
    }

    /// `collection/{id}`: a series and its films, `parts`, as lists show them.
    public struct CollectionDetails: Codable, Sendable, Equatable {
        public var id: Int
        public var name: String
        public var overview: String
        @NullableField public var posterPath: String?
        @NullableField public var backdropPath: String?
        public var parts: [MovieListItem]

        enum CodingKeys: String, CodingKey {
            case id, name, overview
            case posterPath = "poster_path"
            case backdropPath = "backdrop_path"
            case parts
        }
    }
}
