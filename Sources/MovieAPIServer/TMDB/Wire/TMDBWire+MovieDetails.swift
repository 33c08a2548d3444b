extension TMDBWire {
    /// A film as `GET /3/movie/{id}` answers it; with `append_to_response=credits` the answer
    /// also carries ``credits``, which is left out (not `null`) otherwise.
    public struct MovieDetails: Codable, Sendable, Equatable {
        public var adult: Bool
        @NullableField public var backdropPath: String?
        @NullableField public var belongsToCollection: Collection?
        public var budget: Int
        public var genres: [Genre]
        @NullableField public var homepage: String?
        public var id: Int
        @NullableField public var imdbID: String?
        public var originalLanguage: String
        public var originalTitle: String
        public var overview: String
        public var popularity: Double
        @NullableField public var posterPath: String?
        public var productionCompanies: [Company]
        public var productionCountries: [Country]
        /// `yyyy-MM-dd`; an unknown date is `""` or `null`, both as TMDB sends them.
        @NullableField public var releaseDate: String?
        /// In US dollars; 0 when unknown.
        public var revenue: Int
        /// In minutes; `null` or 0 when unknown.
        @NullableField public var runtime: Int?
        public var spokenLanguages: [Language]
        public var status: String
        @NullableField public var tagline: String?
        public var title: String
        public var video: Bool
        public var voteAverage: Double
        public var voteCount: Int
        public var credits: Credits?

        public init(
            adult: Bool = false, backdropPath: String?, belongsToCollection: Collection? = nil, budget: Int,
            genres: [Genre], homepage: String? = "", id: Int, imdbID: String?, originalLanguage: String,
            originalTitle: String, overview: String, popularity: Double, posterPath: String?,
            productionCompanies: [Company] = [], productionCountries: [Country] = [], releaseDate: String?,
            revenue: Int, runtime: Int?, spokenLanguages: [Language] = [], status: String = "Released",
            tagline: String? = "", title: String, video: Bool = false, voteAverage: Double, voteCount: Int,
            credits: Credits?
        ) {
            self.adult = adult
            self.backdropPath = backdropPath
            self.belongsToCollection = belongsToCollection
            self.budget = budget
            self.genres = genres
            self.homepage = homepage
            self.id = id
            self.imdbID = imdbID
            self.originalLanguage = originalLanguage
            self.originalTitle = originalTitle
            self.overview = overview
            self.popularity = popularity
            self.posterPath = posterPath
            self.productionCompanies = productionCompanies
            self.productionCountries = productionCountries
            self.releaseDate = releaseDate
            self.revenue = revenue
            self.runtime = runtime
            self.spokenLanguages = spokenLanguages
            self.status = status
            self.tagline = tagline
            self.title = title
            self.video = video
            self.voteAverage = voteAverage
            self.voteCount = voteCount
            self.credits = credits
        }

        enum CodingKeys: String, CodingKey {
            case adult
            case backdropPath = "backdrop_path"
            case belongsToCollection = "belongs_to_collection"
            case budget, genres, homepage, id
            case imdbID = "imdb_id"
            case originalLanguage = "original_language"
            case originalTitle = "original_title"
            case overview, popularity
            case posterPath = "poster_path"
            case productionCompanies = "production_companies"
            case productionCountries = "production_countries"
            case releaseDate = "release_date"
            case revenue, runtime
            case spokenLanguages = "spoken_languages"
            case status, tagline, title, video
            case voteAverage = "vote_average"
            case voteCount = "vote_count"
            case credits
        }

        /// The year of ``releaseDate``, or `nil` when the date is unknown (empty, `null` or not a date).
        public var releaseYear: Int? {
            guard let releaseDate, releaseDate.utf8.count == 10,
                releaseDate.utf8.dropFirst(4).first == UInt8(ascii: "-")
            else {
                return nil
            }
            return Int(releaseDate.prefix(4))
        }
    }
}
