extension TMDBWire {
    /// A film as a list (`discover/movie`) shows it: no revenue, runtime or cast, genres as ids.
    /// Trending and recommended films, and a collection's parts, also say `"media_type":"movie"`.
    public struct MovieListItem: Codable, Sendable, Equatable {
        public var adult: Bool
        @NullableField public var backdropPath: String?
        public var genreIDs: [Int]
        public var id: Int
        public var originalLanguage: String
        public var originalTitle: String
        public var overview: String
        public var popularity: Double
        @NullableField public var posterPath: String?
        /// `yyyy-MM-dd`, or `""` when unknown: lists write an unknown date as empty text.
        public var releaseDate: String
        public var title: String
        public var video: Bool
        public var voteAverage: Double
        public var voteCount: Int
        /// `"movie"` in the lists that mix kinds of media; left out elsewhere.
        public var mediaType: String?

        /// How `details` appears in a list.
        public init(_ details: MovieDetails) {
            adult = details.adult
            backdropPath = details.backdropPath
            genreIDs = details.genres.map(\.id)
            id = details.id
            originalLanguage = details.originalLanguage
            originalTitle = details.originalTitle
            overview = details.overview
            popularity = details.popularity
            posterPath = details.posterPath
            releaseDate = details.releaseDate ?? ""
            title = details.title
            video = details.video
            voteAverage = details.voteAverage
            voteCount = details.voteCount
        }

        enum CodingKeys: String, CodingKey {
            case adult
            case backdropPath = "backdrop_path"
            case genreIDs = "genre_ids"
            case id
            case originalLanguage = "original_language"
            case originalTitle = "original_title"
            case overview, popularity
            case posterPath = "poster_path"
            case releaseDate = "release_date"
            case title, video
            case voteAverage = "vote_average"
            case voteCount = "vote_count"
            case mediaType = "media_type"
        }
    }
}
