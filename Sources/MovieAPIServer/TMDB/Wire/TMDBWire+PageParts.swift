import Foundation

extension TMDBWire {
    /// `watch/providers`: JustWatch's providers of a film by region. Appended parts carry no
    /// `id` of their own: TMDB gives it only when the part is asked for alone.
    public struct WatchProviders: Codable, Sendable, Equatable {
        public var results: [String: WatchRegion]
    }

    /// One region's ways to watch a film; a way it lacks is left out, as TMDB leaves it.
    public struct WatchRegion: Codable, Sendable, Equatable {
        public var link: String
        public var flatrate: [WatchProvider]?
        public var free: [WatchProvider]?
        public var ads: [WatchProvider]?
        public var rent: [WatchProvider]?
        public var buy: [WatchProvider]?

        public init(
            link: String, flatrate: [WatchProvider]? = nil, free: [WatchProvider]? = nil, ads: [WatchProvider]? = nil,
            rent: [WatchProvider]? = nil, buy: [WatchProvider]? = nil
        ) {
            self.link = link
            self.flatrate = flatrate
            self.free = free
            self.ads = ads
            self.rent = rent
            self.buy = buy
        }

        /// Each way to watch (`flatrate`, `free`, `ads`, `rent`, `buy`, the names of
        /// `with_watch_monetization_types`) and its providers, those it has.
        public var ways: [(monetization: String, providers: [WatchProvider])] {
            [("flatrate", flatrate), ("free", free), ("ads", ads), ("rent", rent), ("buy", buy)].compactMap { way in
                way.1.map { (way.0, $0) }
            }
        }
    }

    public struct WatchProvider: Codable, Sendable, Equatable {
        public var logoPath: String
        public var providerID: Int
        public var providerName: String
        public var displayPriority: Int

        enum CodingKeys: String, CodingKey {
            case logoPath = "logo_path"
            case providerID = "provider_id"
            case providerName = "provider_name"
            case displayPriority = "display_priority"
        }
    }

    /// `videos`: a film's trailers, teasers and the rest.
    public struct Videos: Codable, Sendable, Equatable {
        public var results: [Video]
    }

    public struct Video: Codable, Sendable, Equatable {
        public var iso6391 = "en"
        public var iso31661 = "US"
        public var name: String
        public var key: String
        public var site = "YouTube"
        public var size = 1080
        public var type: String
        public var official: Bool
        public var publishedAt = "2016-01-12T17:00:00.000Z"
        public var id: String

        enum CodingKeys: String, CodingKey {
            case iso6391 = "iso_639_1"
            case iso31661 = "iso_3166_1"
            case name, key, site, size, type, official
            case publishedAt = "published_at"
            case id
        }

        init(name: String, key: String, type: String, official: Bool, id: String, language: String, country: String) {
            self.name = name
            self.key = key
            self.type = type
            self.official = official
            self.id = id
            iso6391 = language
            iso31661 = country
        }
    }

    /// `external_ids`: a film's ids elsewhere; `null` where it has none.
    public struct ExternalIDs: Codable, Sendable, Equatable {
        @NullableField public var imdbID: String?
        @NullableField public var wikidataID: String?

        enum CodingKeys: String, CodingKey {
            case imdbID = "imdb_id"
            case wikidataID = "wikidata_id"
        }

        init(imdbID: String?) {
            self.imdbID = imdbID
            self.wikidataID = nil
        }
    }
}

extension TMDBWire {
    /// `configuration`: where images are and in which sizes.
    public struct Configuration: Codable, Sendable, Equatable {
        public struct Images: Codable, Sendable, Equatable {
            public var baseURL: String
            public var secureBaseURL: String
            public var backdropSizes = ["w300", "w780", "w1280", "original"]
            public var logoSizes = ["w45", "w92", "w154", "w185", "w300", "w500", "original"]
            public var posterSizes = TMDBPosterFiles.sizes
            public var profileSizes = ["w45", "w185", "h632", "original"]
            public var stillSizes = ["w92", "w185", "w300", "original"]

            enum CodingKeys: String, CodingKey {
                case baseURL = "base_url"
                case secureBaseURL = "secure_base_url"
                case backdropSizes = "backdrop_sizes"
                case logoSizes = "logo_sizes"
                case posterSizes = "poster_sizes"
                case profileSizes = "profile_sizes"
                case stillSizes = "still_sizes"
            }
        }

        public var images: Images
        public var changeKeys = ["adult", "title", "poster_path"]

        enum CodingKeys: String, CodingKey {
            case images
            case changeKeys = "change_keys"
        }

        /// The image host at `imageBaseURL` as `secure_base_url`; `base_url`, TMDB's plain-http
        /// address of the same files, names a path of that host where nothing is served, so that
        /// a client reading it instead of the secure one gets no poster.
        init(imageBaseURL: URL) {
            let insecure = imageBaseURL.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("plain-http/t/p/")
            images = Images(baseURL: insecure.absoluteString, secureBaseURL: imageBaseURL.absoluteString)
        }
    }
}
