extension TMDBWire {
    /// Every film a person is in, as `GET /3/person/{id}/movie_credits` answers: each part and each
    /// job as the film's list entry with the credit's own fields beside it. TMDB promises no order.
    public struct PersonMovieCredits: Codable, Sendable, Equatable {
        /// The person's id.
        public var id: Int
        public var cast: [MovieCastCredit]
        public var crew: [MovieCrewCredit]

        public init(id: Int, cast: [MovieCastCredit], crew: [MovieCrewCredit]) {
            self.id = id
            self.cast = cast
            self.crew = crew
        }
    }

    /// A part a person plays: the film's list entry, then `character`, `credit_id` and `order`.
    public struct MovieCastCredit: Codable, Sendable, Equatable {
        public var movie: MovieListItem
        public var character: String
        public var creditID: String
        /// Billing order in the film, 0 first.
        public var order: Int

        /// `part` in `movie`.
        public init(_ movie: MovieListItem, part: CastMember) {
            self.movie = movie
            character = part.character
            creditID = part.creditID
            order = part.order
        }

        enum CodingKeys: String, CodingKey {
            case character
            case creditID = "credit_id"
            case order
        }

        public init(from decoder: any Decoder) throws {
            movie = try MovieListItem(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            character = try container.decode(String.self, forKey: .character)
            creditID = try container.decode(String.self, forKey: .creditID)
            order = try container.decode(Int.self, forKey: .order)
        }

        public func encode(to encoder: any Encoder) throws {
            try movie.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(character, forKey: .character)
            try container.encode(creditID, forKey: .creditID)
            try container.encode(order, forKey: .order)
        }
    }

    /// A job a person does: the film's list entry, then `credit_id`, `department` and `job`.
    public struct MovieCrewCredit: Codable, Sendable, Equatable {
        public var movie: MovieListItem
        public var creditID: String
        public var department: String
        public var job: String

        /// `job` on `movie`.
        public init(_ movie: MovieListItem, job: CrewMember) {
            self.movie = movie
            creditID = job.creditID
            department = job.department
            self.job = job.job
        }

        enum CodingKeys: String, CodingKey {
            case creditID = "credit_id"
            case department, job
        }

        public init(from decoder: any Decoder) throws {
            movie = try MovieListItem(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            creditID = try container.decode(String.self, forKey: .creditID)
            department = try container.decode(String.self, forKey: .department)
            job = try container.decode(String.self, forKey: .job)
        }

        public func encode(to encoder: any Encoder) throws {
            try movie.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(creditID, forKey: .creditID)
            try container.encode(department, forKey: .department)
            try container.encode(job, forKey: .job)
        }
    }
}
