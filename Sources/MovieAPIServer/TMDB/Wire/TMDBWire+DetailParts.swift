extension TMDBWire {
    /// A genre, as details list them (lists give only the ids).
    public struct Genre: Codable, Sendable, Equatable {
        public var id: Int
        public var name: String

        public init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// The series a film belongs to.
    public struct Collection: Codable, Sendable, Equatable {
        public var id: Int
        public var name: String
        @NullableField public var posterPath: String?
        @NullableField public var backdropPath: String?

        public init(id: Int, name: String, posterPath: String?, backdropPath: String?) {
            self.id = id
            self.name = name
            self.posterPath = posterPath
            self.backdropPath = backdropPath
        }

        enum CodingKeys: String, CodingKey {
            case id, name
            case posterPath = "poster_path"
            case backdropPath = "backdrop_path"
        }
    }

    /// A production company.
    public struct Company: Codable, Sendable, Equatable {
        public var id: Int
        @NullableField public var logoPath: String?
        public var name: String
        /// ISO 3166-1 code, or `""` when unknown.
        public var originCountry: String

        public init(id: Int, logoPath: String?, name: String, originCountry: String) {
            self.id = id
            self.logoPath = logoPath
            self.name = name
            self.originCountry = originCountry
        }

        enum CodingKeys: String, CodingKey {
            case id
            case logoPath = "logo_path"
            case name
            case originCountry = "origin_country"
        }
    }

    /// A production country: its ISO 3166-1 code and its name.
    public struct Country: Codable, Sendable, Equatable {
        public var countryCode: String
        public var name: String

        public init(countryCode: String, name: String) {
            self.countryCode = countryCode
            self.name = name
        }

        enum CodingKeys: String, CodingKey {
            case countryCode = "iso_3166_1"
            case name
        }
    }

    /// A spoken language: its English name, its ISO 639-1 code and its own name.
    public struct Language: Codable, Sendable, Equatable {
        public var englishName: String
        public var languageCode: String
        public var name: String

        public init(englishName: String, languageCode: String, name: String) {
            self.englishName = englishName
            self.languageCode = languageCode
            self.name = name
        }

        enum CodingKeys: String, CodingKey {
            case englishName = "english_name"
            case languageCode = "iso_639_1"
            case name
        }
    }
}

extension TMDBWire {
    /// `genre/movie/list`: every movie genre, `{"genres":[{"id":28,"name":"Action"},…]}`.
    public struct GenreList: Codable, Sendable, Equatable {
        public var genres: [Genre]

        public init(genres: [Genre]) {
            self.genres = genres
        }
    }
}
