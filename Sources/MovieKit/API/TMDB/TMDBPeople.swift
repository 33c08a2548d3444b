/// One page of TMDB's `search/person`: the people whose name matches, as TMDB ranks them.
public struct TMDBPeoplePage: Decodable, Sendable, Equatable {
    /// A person as the search names them.
    public struct Entry: Decodable, Sendable, Equatable {
        public var id: Int
        public var name: String

        enum CodingKeys: String, CodingKey {
            case id, name
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeTMDBID(forKey: .id)
            name = try container.decodeTMDBTitle(forKey: .name)
        }
    }

    public var results: [Entry]
}

/// TMDB's `person/{id}/movie_credits`: the films a person played in (the crew's are not read),
/// each as a list names it, with the part played.
public struct TMDBPersonCredits: Decodable, Sendable, Equatable {
    /// One part in one film.
    public struct Part: Decodable, Sendable, Equatable {
        public var movie: TMDBListEntry
        /// The part played; `nil` when TMDB leaves it empty.
        public var character: String?

        enum CodingKeys: String, CodingKey {
            case character
        }

        public init(movie: TMDBListEntry, character: String?) {
            self.movie = movie
            self.character = character
        }

        public init(from decoder: any Decoder) throws {
            movie = try TMDBListEntry(from: decoder)
            character = try decoder.container(keyedBy: CodingKeys.self).decodeTMDBText(forKey: .character)
        }
    }

    public var cast: [Part]

    public init(cast: [Part]) {
        self.cast = cast
    }

    enum CodingKeys: String, CodingKey {
        case cast
    }

    public init(from decoder: any Decoder) throws {
        cast = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([Part].self, forKey: .cast) ?? []
    }
}
