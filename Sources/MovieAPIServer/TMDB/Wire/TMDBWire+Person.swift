extension TMDBWire {
    /// A person as `GET /3/person/{id}` answers them. The fixtures know only what a film's credits
    /// tell, so the rest is TMDB's empty values: no biography, no other names, `null` dates.
    public struct PersonDetails: Codable, Sendable, Equatable {
        public var adult: Bool
        public var alsoKnownAs: [String]
        public var biography: String
        /// `yyyy-MM-dd`, or `null` when unknown.
        @NullableField public var birthday: String?
        @NullableField public var deathday: String?
        /// 0 not set, 1 female, 2 male, 3 non-binary.
        public var gender: Int
        @NullableField public var homepage: String?
        public var id: Int
        @NullableField public var imdbID: String?
        public var knownForDepartment: String
        public var name: String
        @NullableField public var placeOfBirth: String?
        public var popularity: Double
        @NullableField public var profilePath: String?

        /// The details of `person`, with nothing known beyond what credits tell.
        public init(_ person: Person) {
            adult = person.adult
            alsoKnownAs = []
            biography = ""
            birthday = nil
            deathday = nil
            gender = person.gender
            homepage = nil
            id = person.id
            imdbID = nil
            knownForDepartment = person.knownForDepartment
            name = person.name
            placeOfBirth = nil
            popularity = person.popularity
            profilePath = person.profilePath
        }

        enum CodingKeys: String, CodingKey {
            case adult
            case alsoKnownAs = "also_known_as"
            case biography, birthday, deathday, gender, homepage, id
            case imdbID = "imdb_id"
            case knownForDepartment = "known_for_department"
            case name
            case placeOfBirth = "place_of_birth"
            case popularity
            case profilePath = "profile_path"
        }
    }

    /// A person as credits and searches show them: who they are, without their parts.
    public struct Person: Codable, Sendable, Equatable {
        public var adult: Bool
        /// 0 not set, 1 female, 2 male, 3 non-binary.
        public var gender: Int
        public var id: Int
        public var knownForDepartment: String
        public var name: String
        public var originalName: String
        public var popularity: Double
        @NullableField public var profilePath: String?

        public init(
            adult: Bool = false, gender: Int, id: Int, knownForDepartment: String, name: String, originalName: String,
            popularity: Double, profilePath: String?
        ) {
            self.adult = adult
            self.gender = gender
            self.id = id
            self.knownForDepartment = knownForDepartment
            self.name = name
            self.originalName = originalName
            self.popularity = popularity
            self.profilePath = profilePath
        }

        /// The person an actor's part names.
        public init(_ member: CastMember) {
            self.init(
                adult: member.adult, gender: member.gender, id: member.id,
                knownForDepartment: member.knownForDepartment, name: member.name, originalName: member.originalName,
                popularity: member.popularity, profilePath: member.profilePath)
        }

        /// The person a crew job names.
        public init(_ member: CrewMember) {
            self.init(
                adult: member.adult, gender: member.gender, id: member.id,
                knownForDepartment: member.knownForDepartment, name: member.name, originalName: member.originalName,
                popularity: member.popularity, profilePath: member.profilePath)
        }

        enum CodingKeys: String, CodingKey {
            case adult, gender, id
            case knownForDepartment = "known_for_department"
            case name
            case originalName = "original_name"
            case popularity
            case profilePath = "profile_path"
        }
    }

    /// A person as `search/person` lists them: who they are and a few of their films.
    public struct PersonListItem: Codable, Sendable, Equatable {
        public var person: Person
        /// At most three of their films, most popular first.
        public var knownFor: [KnownForMovie]

        public init(person: Person, knownFor: [KnownForMovie]) {
            self.person = person
            self.knownFor = knownFor
        }

        enum CodingKeys: String, CodingKey {
            case knownFor = "known_for"
        }

        /// The person's fields and `known_for` side by side in one object, as TMDB writes them.
        public init(from decoder: any Decoder) throws {
            person = try Person(from: decoder)
            knownFor = try decoder.container(keyedBy: CodingKeys.self).decode([KnownForMovie].self, forKey: .knownFor)
        }

        public func encode(to encoder: any Encoder) throws {
            try person.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(knownFor, forKey: .knownFor)
        }
    }

    /// A film in a person's `known_for`: its list entry and `"media_type":"movie"`.
    public struct KnownForMovie: Codable, Sendable, Equatable {
        public var movie: MovieListItem
        /// Always `movie` here; TMDB also lists `tv` shows, which the fixtures have none of.
        public var mediaType: String

        public init(_ movie: MovieListItem) {
            self.movie = movie
            mediaType = "movie"
        }

        enum CodingKeys: String, CodingKey {
            case mediaType = "media_type"
        }

        public init(from decoder: any Decoder) throws {
            movie = try MovieListItem(from: decoder)
            mediaType = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .mediaType)
        }

        public func encode(to encoder: any Encoder) throws {
            try movie.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(mediaType, forKey: .mediaType)
        }
    }
}
