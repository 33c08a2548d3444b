import Foundation

/// A film as TMDB's `movie/{id}?append_to_response=credits,watch/providers,videos,external_ids,
/// release_dates` gives it. Strict about the id, title
/// and vote average; `nil` (or empty) where TMDB says "unknown": a release date of `""` or
/// `null`, a revenue or runtime of `0` or `null`, an empty overview, a missing poster, genres
/// or credits.
public struct TMDBMovieDetails: Codable, Sendable, Equatable {
    /// The `credits` TMDB appends: the cast and the crew.
    public struct Credits: Codable, Sendable, Equatable {
        public var cast: [TMDBCastMember]
        public var crew: [TMDBMoviePageParts.CrewMember]

        public init(cast: [TMDBCastMember], crew: [TMDBMoviePageParts.CrewMember] = []) {
            self.cast = cast
            self.crew = crew
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            cast = try container.decodeIfPresent([TMDBCastMember].self, forKey: .cast) ?? []
            crew = try container.decodeIfPresent([TMDBMoviePageParts.CrewMember].self, forKey: .crew) ?? []
        }
    }

    public var id: Int
    public var title: String
    /// The title in the film's own language; `nil` when not given.
    public var originalTitle: String?
    public var releaseDate: Date?
    /// Box-office takings in US dollars; `nil` for TMDB's `0`.
    public var revenue: Int?
    /// Minutes; `nil` for TMDB's `0` or `null`.
    public var runtime: Int?
    public var overview: String?
    public var posterPath: String?
    public var genres: [Genre] = []
    /// The average vote, 0 to 10.
    public var voteAverage: Double
    public var voteCount: Int?
    /// The cast and crew, when asked for with `append_to_response=credits`.
    public var credits: Credits?
    /// Where to watch it, when asked for with `append_to_response=watch/providers`.
    public var watchProviders: TMDBMoviePageParts.WatchProviders?
    /// Its videos, when asked for with `append_to_response=videos`.
    public var videos: TMDBMoviePageParts.Videos?
    /// Its ids elsewhere, when asked for with `append_to_response=external_ids`.
    public var externalIDs: TMDBMoviePageParts.ExternalIDs?
    /// Its release days by country, when asked for with `append_to_response=release_dates`.
    public var releaseDates: TMDBReleaseDates?
    /// The ISO 639-1 code of the language it was made in; `nil` when not given.
    public var originalLanguage: String?
    /// TMDB's measure of how popular it is today; `nil` when not given.
    public var popularity: Double?
    /// The series it belongs to; `nil` for none, or for one that cannot be read (it never sinks
    /// the film).
    public var collection: MovieCollection?
    /// The films TMDB recommends beside it, when asked for with `append_to_response=recommendations`
    /// (its first page); entries that cannot be read are left out, never sinking the film.
    public var recommendations: [TMDBListEntry]?
    /// The countries that made it, by name; `nil` when not given.
    public var productionCountries: [TMDBMoviePageParts.Country]?

    enum CodingKeys: String, TMDBFilmCodingKey {
        case id, title, revenue, runtime, overview, genres, credits, videos
        case watchProviders = "watch/providers"
        case externalIDs = "external_ids"
        case releaseDates = "release_dates"
        case originalLanguage = "original_language"
        case popularity
        case collection = "belongs_to_collection"
        case recommendations
        case productionCountries = "production_countries"
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }
}

// Decoding and encoding in an extension, so that the struct keeps its memberwise initializer.
extension TMDBMovieDetails {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let film = try container.decodeTMDBFilm()
        self.init(
            id: film.id, title: film.title, originalTitle: film.originalTitle, releaseDate: film.releaseDate,
            revenue: try container.decodeTMDBAmount(forKey: .revenue),
            runtime: try container.decodeTMDBAmount(forKey: .runtime),
            overview: try container.decodeTMDBText(forKey: .overview),
            posterPath: try container.decodeTMDBText(forKey: .posterPath),
            genres: try container.decodeIfPresent([Genre].self, forKey: .genres) ?? [],
            voteAverage: film.voteAverage, voteCount: film.voteCount,
            credits: try container.decodeIfPresent(Credits.self, forKey: .credits),
            watchProviders: try container.decodeIfPresent(
                TMDBMoviePageParts.WatchProviders.self, forKey: .watchProviders),
            videos: try container.decodeIfPresent(TMDBMoviePageParts.Videos.self, forKey: .videos),
            externalIDs: try container.decodeIfPresent(TMDBMoviePageParts.ExternalIDs.self, forKey: .externalIDs),
            releaseDates: try? container.decodeIfPresent(TMDBReleaseDates.self, forKey: .releaseDates),
            originalLanguage: film.originalLanguage, popularity: film.popularity,
            collection: try? container.decodeIfPresent(MovieCollection.self, forKey: .collection),
            recommendations: (try? container.decodeIfPresent(TMDBRecommendations.self, forKey: .recommendations))?
                .flatMap(\.films),
            productionCountries: try? container.decodeIfPresent(
                [TMDBMoviePageParts.Country].self, forKey: .productionCountries))
    }

    /// The film as a list of TMDB's names it.
    var listEntry: TMDBListEntry {
        TMDBListEntry(
            id: id, title: title, originalTitle: originalTitle, releaseDate: releaseDate, voteAverage: voteAverage,
            voteCount: voteCount, genreIDs: genres.map(\.id), originalLanguage: originalLanguage,
            popularity: popularity)
    }

    /// Writes the shape TMDB serves back, `0`, `""` and `null` standing for what is unknown.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeTMDBFilm(listEntry)
        try container.encode(revenue ?? 0, forKey: .revenue)
        try container.encode(runtime ?? 0, forKey: .runtime)
        try container.encode(overview ?? "", forKey: .overview)
        try container.encode(posterPath, forKey: .posterPath)
        try container.encode(genres, forKey: .genres)
        try container.encodeIfPresent(credits, forKey: .credits)
        try container.encodeIfPresent(watchProviders, forKey: .watchProviders)
        try container.encodeIfPresent(videos, forKey: .videos)
        try container.encodeIfPresent(externalIDs, forKey: .externalIDs)
        try container.encodeIfPresent(releaseDates, forKey: .releaseDates)
        try container.encodeIfPresent(collection, forKey: .collection)
        try container.encodeIfPresent(
            recommendations.map { TMDBDiscoverPage(page: 1, results: $0, totalPages: 1, totalResults: $0.count) },
            forKey: .recommendations)
        try container.encodeIfPresent(productionCountries, forKey: .productionCountries)
    }
}

/// The first page of TMDB's recommendations appended to a film: its readable entries.
private struct TMDBRecommendations: Decodable {
    let films: [TMDBListEntry]?

    private enum CodingKeys: String, CodingKey { case results }

    /// An entry, or `nil` for one that cannot be read.
    private struct Entry: Decodable {
        let film: TMDBListEntry?

        init(from decoder: any Decoder) throws {
            film = try? TMDBListEntry(from: decoder)
        }
    }

    init(from decoder: any Decoder) throws {
        films = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([Entry].self, forKey: .results)?
            .compactMap(\.film)
    }
}
