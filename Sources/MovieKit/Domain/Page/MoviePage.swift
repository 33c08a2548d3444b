import Foundation

/// What a movie's page shows beyond its facts: who made it, where to watch it, its poster and
/// its links. A source knows what it knows (TMDB all of it, the demo catalogue none); what is
/// unknown is empty or `nil`. Kept with the movie in the cache, in the same answer.
public struct MoviePage: Sendable, Hashable, Codable {
    /// The directors, in the source's order.
    public var directors: [String]
    /// The writers (screenplay, story, novel…), in the source's order, each once.
    public var writers: [String]
    /// Where to watch it, by region (`US`, `DE`): JustWatch's data, as TMDB passes it on.
    public var watch: [String: WatchOptions]
    /// The trailer to watch, when there is one.
    public var trailer: URL?
    /// The film's IMDb page, when known.
    public var imdb: URL?
    /// The poster's file on the source's image host (like `/abc.jpg`), when it has one.
    public var posterPath: String?
    /// The series it belongs to, when it does.
    public var collection: MovieCollection?
    /// Films the source recommends to those who liked it, best first.
    public var recommendations: [FilmReference]
    /// When it comes out, by country and way (in cinemas, digitally…), by country then day.
    public var releases: [FilmRelease]
    /// The countries that made it, by name ("United States of America"), in the source's order.
    public var countries: [String]

    public init(
        directors: [String] = [], writers: [String] = [], watch: [String: WatchOptions] = [:], trailer: URL? = nil,
        imdb: URL? = nil, posterPath: String? = nil, collection: MovieCollection? = nil,
        recommendations: [FilmReference] = [], releases: [FilmRelease] = [],
        countries: [String] = []
    ) {
        self.directors = directors
        self.writers = writers
        self.watch = watch
        self.trailer = trailer
        self.imdb = imdb
        self.posterPath = posterPath
        self.collection = collection
        self.recommendations = recommendations
        self.releases = releases
        self.countries = countries
    }

    /// Reads a page as the cache keeps it: a page kept before a part was known has none of it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        directors = try container.decodeIfPresent([String].self, forKey: .directors) ?? []
        writers = try container.decodeIfPresent([String].self, forKey: .writers) ?? []
        watch = try container.decodeIfPresent([String: WatchOptions].self, forKey: .watch) ?? [:]
        trailer = try container.decodeIfPresent(URL.self, forKey: .trailer)
        imdb = try container.decodeIfPresent(URL.self, forKey: .imdb)
        posterPath = try container.decodeIfPresent(String.self, forKey: .posterPath)
        collection = try container.decodeIfPresent(MovieCollection.self, forKey: .collection)
        recommendations = try container.decodeIfPresent([FilmReference].self, forKey: .recommendations) ?? []
        releases = try container.decodeIfPresent([FilmRelease].self, forKey: .releases) ?? []
        countries = try container.decodeIfPresent([String].self, forKey: .countries) ?? []
    }

    /// IMDb's id of the film (`tt0083658`), read from its IMDb link; `nil` without one.
    public var imdbID: String? {
        imdb.flatMap { LibraryFilm.imdbID($0.lastPathComponent) }
    }

    /// When it comes out in `region`, in cinemas and digitally; `nil` when its page says neither.
    public func releases(in region: String) -> RegionReleases? {
        RegionReleases(releases, region: region)
    }

    /// Whether it holds nothing at all.
    public var isEmpty: Bool { self == MoviePage() }
}

/// Another film, named enough to tell it and to ask for it: its id, title and year.
public struct FilmReference: Sendable, Hashable, Codable {
    public var id: Int
    public var title: String
    public var year: Int?

    public init(id: Int, title: String, year: Int?) {
        self.id = id
        self.title = title
        self.year = year
    }
}

/// Where a film can be watched in one region, by the providers' names.
public struct WatchOptions: Sendable, Hashable, Codable {
    /// The page listing every way to watch it there (TMDB's, leading to JustWatch's).
    public var link: URL?
    /// Included in a subscription.
    public var stream: [String]
    /// Free, or free with ads.
    public var free: [String]
    public var rent: [String]
    public var buy: [String]

    public init(link: URL? = nil, stream: [String] = [], free: [String] = [], rent: [String] = [], buy: [String] = []) {
        self.link = link
        self.stream = stream
        self.free = free
        self.rent = rent
        self.buy = buy
    }

    /// Whether no provider is named.
    public var hasNoProvider: Bool { stream.isEmpty && free.isEmpty && rent.isEmpty && buy.isEmpty }
}
