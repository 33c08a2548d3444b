extension TMDBWire {
    /// A TV show as a list that mixes kinds of media shows it (`find/{external_id}`'s
    /// `tv_results`): `name` and `first_air_date` where a film has `title` and `release_date`,
    /// `"media_type":"tv"`.
    public struct ShowListItem: Codable, Sendable, Equatable {
        public var adult: Bool
        @NullableField public var backdropPath: String?
        /// `yyyy-MM-dd`, or `""` when unknown.
        public var firstAirDate: String
        public var genreIDs: [Int]
        public var id: Int
        public var mediaType: String
        public var name: String
        public var originCountry: [String]
        public var originalLanguage: String
        public var originalName: String
        public var overview: String
        public var popularity: Double
        @NullableField public var posterPath: String?
        public var voteAverage: Double
        public var voteCount: Int

        public init(
            adult: Bool, backdropPath: String?, firstAirDate: String, genreIDs: [Int], id: Int, mediaType: String,
            name: String, originCountry: [String], originalLanguage: String, originalName: String, overview: String,
            popularity: Double, posterPath: String?, voteAverage: Double, voteCount: Int
        ) {
            self.adult = adult
            self.backdropPath = backdropPath
            self.firstAirDate = firstAirDate
            self.genreIDs = genreIDs
            self.id = id
            self.mediaType = mediaType
            self.name = name
            self.originCountry = originCountry
            self.originalLanguage = originalLanguage
            self.originalName = originalName
            self.overview = overview
            self.popularity = popularity
            self.posterPath = posterPath
            self.voteAverage = voteAverage
            self.voteCount = voteCount
        }

        enum CodingKeys: String, CodingKey {
            case adult
            case backdropPath = "backdrop_path"
            case firstAirDate = "first_air_date"
            case genreIDs = "genre_ids"
            case id
            case mediaType = "media_type"
            case name
            case originCountry = "origin_country"
            case originalLanguage = "original_language"
            case originalName = "original_name"
            case overview, popularity
            case posterPath = "poster_path"
            case voteAverage = "vote_average"
            case voteCount = "vote_count"
        }
    }
}
