extension TMDBWire {
    /// Who is in a film and who made it, as `append_to_response=credits` adds it. The cast is
    /// not promised in billing order: ``CastMember/order`` is.
    public struct Credits: Codable, Sendable, Equatable {
        /// The film's id, which TMDB gives when credits are asked for alone, never appended.
        public var id: Int?
        public var cast: [CastMember]
        public var crew: [CrewMember]

        public init(id: Int? = nil, cast: [CastMember], crew: [CrewMember]) {
            self.id = id
            self.cast = cast
            self.crew = crew
        }
    }

    /// One actor's part in a film.
    public struct CastMember: Codable, Sendable, Equatable {
        public var adult: Bool
        /// 0 not set, 1 female, 2 male, 3 non-binary.
        public var gender: Int
        /// The person's id.
        public var id: Int
        public var knownForDepartment: String
        public var name: String
        public var originalName: String
        public var popularity: Double
        @NullableField public var profilePath: String?
        public var castID: Int
        public var character: String
        public var creditID: String
        /// Billing order, 0 first.
        public var order: Int

        public init(
            adult: Bool = false, gender: Int, id: Int, knownForDepartment: String = "Acting", name: String,
            originalName: String, popularity: Double, profilePath: String?, castID: Int, character: String,
            creditID: String, order: Int
        ) {
            self.adult = adult
            self.gender = gender
            self.id = id
            self.knownForDepartment = knownForDepartment
            self.name = name
            self.originalName = originalName
            self.popularity = popularity
            self.profilePath = profilePath
            self.castID = castID
            self.character = character
            self.creditID = creditID
            self.order = order
        }

        enum CodingKeys: String, CodingKey {
            case adult, gender, id
            case knownForDepartment = "known_for_department"
            case name
            case originalName = "original_name"
            case popularity
            case profilePath = "profile_path"
            case castID = "cast_id"
            case character
            case creditID = "credit_id"
            case order
        }
    }

    /// One person's job on a film.
    public struct CrewMember: Codable, Sendable, Equatable {
        public var adult: Bool
        public var gender: Int
        public var id: Int
        public var knownForDepartment: String
        public var name: String
        public var originalName: String
        public var popularity: Double
        @NullableField public var profilePath: String?
        public var creditID: String
        public var department: String
        public var job: String

        public init(
            adult: Bool = false, gender: Int, id: Int, knownForDepartment: String, name: String, originalName: String,
            popularity: Double, profilePath: String?, creditID: String, department: String, job: String
        ) {
            self.adult = adult
            self.gender = gender
            self.id = id
            self.knownForDepartment = knownForDepartment
            self.name = name
            self.originalName = originalName
            self.popularity = popularity
            self.profilePath = profilePath
            self.creditID = creditID
            self.department = department
            self.job = job
        }

        enum CodingKeys: String, CodingKey {
            case adult, gender, id
            case knownForDepartment = "known_for_department"
            case name
            case originalName = "original_name"
            case popularity
            case profilePath = "profile_path"
            case creditID = "credit_id"
            case department, job
        }
    }
}
