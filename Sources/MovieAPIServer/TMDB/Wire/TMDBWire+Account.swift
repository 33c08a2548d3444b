extension TMDBWire {
    /// `authentication/token/new`'s answer: a request token and when it expires
    /// (`yyyy-MM-dd HH:mm:ss UTC`).
    public struct RequestToken: Codable, Sendable, Equatable {
        public var success: Bool
        public var expiresAt: String
        public var requestToken: String

        enum CodingKeys: String, CodingKey {
            case success
            case expiresAt = "expires_at"
            case requestToken = "request_token"
        }
    }

    /// `authentication/session/new`'s answer.
    public struct Session: Codable, Sendable, Equatable {
        public var success: Bool
        public var sessionID: String

        enum CodingKeys: String, CodingKey {
            case success
            case sessionID = "session_id"
        }
    }

    /// `account`'s answer, the parts TMDB always sends.
    public struct Account: Codable, Sendable, Equatable {
        public var id: Int
        public var username: String
        public var name: String
        public var includeAdult: Bool
        public var language: String
        public var country: String

        enum CodingKeys: String, CodingKey {
            case id, username, name
            case includeAdult = "include_adult"
            case language = "iso_639_1"
            case country = "iso_3166_1"
        }
    }

    /// `movie/{id}/account_states`'s answer: `rated` is `{"value":V}`, or `false` when unrated.
    public struct AccountStates: Encodable, Sendable, Equatable {
        public var id: Int
        public var favorite: Bool
        public var rating: Double?
        public var watchlist: Bool

        enum CodingKeys: String, CodingKey {
            case id, favorite, rated, watchlist
        }

        private struct Rated: Encodable {
            var value: Double
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(favorite, forKey: .favorite)
            if let rating {
                try container.encode(Rated(value: rating), forKey: .rated)
            } else {
                try container.encode(false, forKey: .rated)
            }
            try container.encode(watchlist, forKey: .watchlist)
        }
    }
}
