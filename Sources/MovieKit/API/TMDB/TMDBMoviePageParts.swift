import Foundation

/// The parts of a film's page TMDB appends to its details (`append_to_response=credits,
/// watch/providers,videos,external_ids,release_dates`) beyond the cast: its crew, where to watch
/// it, its videos, its ids elsewhere (and its release days, ``TMDBReleaseDates``). Each is read leniently (what is missing is unknown), but what
/// is there must have the shape TMDB gives.
public enum TMDBMoviePageParts {
    /// Someone of the crew, and what they did.
    public struct CrewMember: Codable, Sendable, Equatable {
        public var name: String
        public var job: String?
        public var department: String?

        public init(name: String, job: String? = nil, department: String? = nil) {
            self.name = name
            self.job = job
            self.department = department
        }
    }

    /// TMDB's `watch/providers`: JustWatch's providers by region.
    public struct WatchProviders: Codable, Sendable, Equatable {
        public var results: [String: Region]

        public init(results: [String: Region]) {
            self.results = results
        }

        /// One region's link and providers by way of watching.
        public struct Region: Codable, Sendable, Equatable {
            public var link: String?
            public var flatrate: [Provider]?
            public var free: [Provider]?
            public var ads: [Provider]?
            public var rent: [Provider]?
            public var buy: [Provider]?

            public init(
                link: String? = nil, flatrate: [Provider]? = nil, free: [Provider]? = nil, ads: [Provider]? = nil,
                rent: [Provider]? = nil, buy: [Provider]? = nil
            ) {
                self.link = link
                self.flatrate = flatrate
                self.free = free
                self.ads = ads
                self.rent = rent
                self.buy = buy
            }
        }

        public struct Provider: Codable, Sendable, Equatable {
            public var providerName: String
            public var displayPriority: Int?

            enum CodingKeys: String, CodingKey {
                case providerName = "provider_name"
                case displayPriority = "display_priority"
            }

            public init(providerName: String, displayPriority: Int? = nil) {
                self.providerName = providerName
                self.displayPriority = displayPriority
            }
        }
    }

    /// TMDB's `videos`: trailers, teasers and the rest, on YouTube and elsewhere.
    public struct Videos: Codable, Sendable, Equatable {
        public var results: [Video]

        public init(results: [Video]) {
            self.results = results
        }

        public struct Video: Codable, Sendable, Equatable {
            public var key: String
            public var site: String
            public var type: String
            public var official: Bool?
            /// The language spoken, ISO 639-1 (`de`); `nil` when TMDB names none.
            public var language: String?

            public init(
                key: String, site: String = "YouTube", type: String, official: Bool? = nil, language: String? = nil
            ) {
                self.key = key
                self.site = site
                self.type = type
                self.official = official
                self.language = language
            }

            enum CodingKeys: String, CodingKey {
                case key, site, type, official
                case language = "iso_639_1"
            }
        }

        /// The trailer to watch, on YouTube: a trailer before a teaser, then one in `language`
        /// (an ISO 639-1 code, or a tag like `de-DE`) before one in English before any other,
        /// then an official one first; `nil` when there is none (featurettes are not trailers).
        public func trailer(preferring language: String? = nil) -> URL? {
            let wanted = language.flatMap(TMDBEndpoint.spokenLanguage) ?? "en"
            func rank(_ video: Video) -> (Int, Int, Int)? {
                guard video.site == "YouTube", !video.key.isEmpty else { return nil }
                guard let kind = ["Trailer", "Teaser"].firstIndex(of: video.type) else { return nil }
                let spoken = video.language?.lowercased()
                let tongue = spoken == wanted ? 0 : spoken == "en" ? 1 : 2
                return (kind, tongue, video.official == true ? 0 : 1)
            }
            var best: (rank: (Int, Int, Int), video: Video)?
            for video in results {
                guard let ranked = rank(video) else { continue }
                if let chosen = best, chosen.rank <= ranked { continue }
                best = (ranked, video)
            }
            guard let best else { return nil }
            return URL(string: "https://www.youtube.com/watch?v=" + APIEndpoint.percentEncoded(best.video.key))
        }
    }

    /// A country that made the film (`production_countries`): its ISO 3166-1 code and its name.
    public struct Country: Codable, Sendable, Equatable {
        public var code: String
        public var name: String

        enum CodingKeys: String, CodingKey {
            case code = "iso_3166_1"
            case name
        }

        public init(code: String, name: String) {
            self.code = code
            self.name = name
        }
    }

    /// TMDB's `external_ids`: the film's ids elsewhere.
    public struct ExternalIDs: Codable, Sendable, Equatable {
        public var imdbID: String?

        enum CodingKeys: String, CodingKey {
            case imdbID = "imdb_id"
        }

        public init(imdbID: String?) {
            self.imdbID = imdbID
        }

        /// The IMDb page of an id like `tt0083658`; `nil` for none or one of another shape.
        public var imdb: URL? {
            guard let imdbID, imdbID.hasPrefix("tt"), imdbID.dropFirst(2).allSatisfy(\.isNumber), imdbID.count > 2
            else { return nil }
            return URL(string: "https://www.imdb.com/title/\(imdbID)/")
        }
    }
}

extension MoviePage {
    /// The page `details` describe: directors and writers from the crew, where to watch it by
    /// region, the trailer (preferring `language`), the IMDb page, the poster and the release
    /// days (by country, then day); `nil` when TMDB said none of it.
    init?(_ details: TMDBMovieDetails, language: String? = nil) {
        let crew = details.credits?.crew ?? []
        var writers: [String] = []
        for member in crew where member.department == "Writing" && !writers.contains(member.name) {
            writers.append(member.name)
        }
        var directors: [String] = []
        for member in crew where member.job == "Director" && !directors.contains(member.name) {
            directors.append(member.name)
        }
        let watch = (details.watchProviders?.results ?? [:]).mapValues { region in
            func names(_ providers: [TMDBMoviePageParts.WatchProviders.Provider]?) -> [String] {
                (providers ?? []).enumerated().sorted { lhs, rhs in
                    (lhs.element.displayPriority ?? .max, lhs.offset) < (
                        rhs.element.displayPriority ?? .max, rhs.offset
                    )
                }.map(\.element.providerName)
            }
            return WatchOptions(
                link: region.link.flatMap(URL.init(string:)), stream: names(region.flatrate),
                free: names(region.free) + names(region.ads), rent: names(region.rent), buy: names(region.buy))
        }
        let page = MoviePage(
            directors: directors, writers: writers, watch: watch,
            trailer: details.videos?.trailer(preferring: language),
            imdb: details.externalIDs?.imdb, posterPath: details.posterPath, collection: details.collection,
            recommendations: (details.recommendations ?? []).filter { $0.id != details.id }.map {
                FilmReference(id: $0.id, title: $0.title, year: $0.releaseDate.map(APIDate.year(of:)))
            },
            releases: (details.releaseDates?.releases ?? []).sorted {
                ($0.country, $0.day, $0.kind.rawValue) < ($1.country, $1.day, $1.kind.rawValue)
            },
            countries: (details.productionCountries ?? []).map(\.name))
        guard !page.isEmpty else { return nil }
        self = page
    }
}
