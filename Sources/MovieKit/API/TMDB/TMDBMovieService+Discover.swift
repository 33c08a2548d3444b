import Foundation

extension TMDBMovieService: MovieDiscovering, GenreNaming, BrowseListFetching, RecommendationFetching,
    CollectionFetching, IMDbFilmFinding, WatchProviderFetching
{
    /// TMDB discovers films (`discover/movie`).
    public var discovering: (any MovieDiscovering)? { self }
    /// TMDB names its genres, in the language asked.
    public var namingGenres: (any GenreNaming)? { self }
    /// TMDB has lists to browse: trending, popular, in cinemas now and soon.
    public var browsing: (any BrowseListFetching)? { self }
    /// TMDB recommends films beside a film.
    public var recommending: (any RecommendationFetching)? { self }
    /// TMDB groups films in collections.
    public var collections: (any CollectionFetching)? { self }
    /// TMDB finds a film by IMDb's id (`find`).
    public var findingByIMDbID: (any IMDbFilmFinding)? { self }
    /// TMDB says where films can be watched (JustWatch's data).
    public var watchProviders: (any WatchProviderFetching)? { self }

    /// The films `discover/movie` selects for `query`, in its order.
    public func movies(
        discovering query: DiscoverQuery, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        try await summaries(TMDBDiscoverPage.self, limit: limit, unlessMatching: validators) {
            TMDBEndpoint.discover(query, page: $0, language: $1)
        }
    }

    /// The films of `list`, in the list's order (``BrowseList/ordered(_:)``: TMDB's, or by
    /// release day); a trending entry that is not a film (`media_type` other than `movie`) is
    /// left out.
    public func movies(
        in list: BrowseList, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        let films = try await summaries(TMDBBrowsePage.self, limit: limit, unlessMatching: validators) {
            TMDBEndpoint.browse(list, page: $0, language: $1)
        }
        guard case .modified(let summaries, let fetchedAt, let freshness) = films else { return films }
        return .modified(list.ordered(summaries), fetchedAt: fetchedAt, freshness: freshness)
    }

    /// The films `movie/{id}/recommendations` names, in TMDB's order, never film `id` itself.
    public func recommendations(
        forMovie id: Int, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        let films = try await summaries(TMDBDiscoverPage.self, limit: limit + 1, unlessMatching: validators) {
            TMDBEndpoint.recommendations(forMovie: id, page: $0, language: $1)
        }
        guard case .modified(let summaries, let fetchedAt, let freshness) = films else { return films }
        return .modified(
            Array(summaries.filter { $0.id != id }.prefix(max(1, limit))), fetchedAt: fetchedAt, freshness: freshness)
    }

    /// The first `limit` films of a paged list (`endpoint(page, language)`, in the language
    /// asked): page 1 on the condition that it changed, when validators are given, then the
    /// further pages `limit` needs (``entries(_:firstPage:endpoint:)``). The answer's freshness
    /// is page 1's.
    func summaries<Page: TMDBEntryPage>(
        _ page: Page.Type, limit: Int, unlessMatching validators: ResponseFreshness?,
        endpoint inLanguage: @escaping @Sendable (Int, String?) -> APIEndpoint
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        let language = settings.language
        let endpoint: @Sendable (Int) -> APIEndpoint = { inLanguage($0, language) }
        let firstPage = endpoint(1)
        return try await client.revalidation(of: firstPage, unlessMatching: validators, now: now) {
            body throws(MovieServiceError) -> [MovieSummary] in
            let first = try decode(Page.self, from: body, asking: firstPage)
            return try await entries(max(1, limit), firstPage: first, endpoint: endpoint).map { MovieSummary($0) }
        }
    }

    /// `find/{imdb_id}`: the films among the titles it finds (`movie_results`).
    public func films(
        withIMDbID imdbID: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        let endpoint = TMDBEndpoint.find(imdbID: imdbID, language: settings.language)
        return try await revalidation(of: endpoint, reading: TMDBFindResults.self, unlessMatching: validators) {
            found in found.movieResults.map { MovieSummary($0) }
        }
    }

    /// `collection/{id}`: its name and its films (`parts`), put in release order.
    public func collection(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<CollectionFilms> {
        let endpoint = TMDBEndpoint.collection(id: id, language: settings.language)
        return try await revalidation(of: endpoint, reading: TMDBCollection.self, unlessMatching: validators) {
            answer in
            CollectionFilms(
                collection: MovieCollection(id: answer.id, name: answer.name),
                films: answer.parts.map { MovieSummary($0) })
        }
    }

    /// `genre/movie/list` in the language asked, and, when that is not English, in English too:
    /// a genre comes once under each of its names. The freshness is the first list's.
    public func genres(
        unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[Genre]> {
        let language = settings.language
        let endpoint = TMDBEndpoint.genres(language: language)
        return try await client.revalidation(of: endpoint, unlessMatching: validators, now: now) {
            body throws(MovieServiceError) -> [Genre] in
            var genres = try decode(TMDBGenreList.self, from: body, asking: endpoint).genres
            guard let spoken = language.flatMap(TMDBEndpoint.spokenLanguage), spoken != "en" else { return genres }
            let english = TMDBEndpoint.genres(language: "en-US")
            let englishNames = try decode(TMDBGenreList.self, from: try await client.body(of: english), asking: english)
            genres += englishNames.genres.filter { !genres.contains($0) }
            return genres
        }
    }

    /// `watch/providers/movie` for `region`, in TMDB's order of display there.
    public func watchProviders(
        in region: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[WatchProvider]> {
        let endpoint = TMDBEndpoint.watchProviders(in: region, language: settings.language)
        return try await revalidation(of: endpoint, reading: TMDBProviderList.self, unlessMatching: validators) {
            $0.providers
        }
    }
}

/// TMDB's `genre/movie/list`: `{"genres": [{"id": 28, "name": "Action"}, …]}`. A genre that
/// cannot be read (no id, an empty name) is left out.
struct TMDBGenreList: Decodable {
    let genres: [Genre]

    private enum CodingKeys: String, CodingKey { case genres }

    private struct Entry: Decodable {
        let genre: Genre?

        init(from decoder: any Decoder) throws {
            let genre = try? Genre(from: decoder)
            self.genre = genre.flatMap { $0.id > 0 && !$0.name.isEmpty ? $0 : nil }
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        genres = try container.decode([Entry].self, forKey: .genres).compactMap(\.genre)
    }
}

/// TMDB's `watch/providers/movie`: `{"results": [{"provider_id": 8, "provider_name": "Netflix",
/// "display_priority": 1, …}, …]}`, in order of display. A provider that cannot be read is left out.
struct TMDBProviderList: Decodable {
    let providers: [WatchProvider]

    private enum CodingKeys: String, CodingKey { case results }

    private struct Entry: Decodable {
        let provider: WatchProvider?
        let priority: Int

        private enum CodingKeys: String, CodingKey {
            case id = "provider_id"
            case name = "provider_name"
            case priority = "display_priority"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let id = try? container.decode(Int.self, forKey: .id)
            let name = try? container.decode(String.self, forKey: .name)
            priority = (try? container.decodeIfPresent(Int.self, forKey: .priority)) ?? .max
            guard let id, id > 0, let name, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                provider = nil
                return
            }
            provider = WatchProvider(id: id, name: name)
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entries = try container.decode([Entry].self, forKey: .results).enumerated()
        providers = entries.sorted { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }
            .compactMap(\.element.provider)
    }
}

/// TMDB's `collection/{id}`: `{"id", "name", "parts": [list entries]}`. Parts missing or `null`
/// are no films (TMDB has collections being made); a part that cannot be read is an error, as in
/// every list.
struct TMDBCollection: Decodable {
    let id: Int
    let name: String
    let parts: [TMDBListEntry]

    private enum CodingKeys: String, CodingKey { case id, name, parts }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeTMDBID(forKey: .id)
        name = try container.decodeTMDBTitle(forKey: .name)
        parts = try container.decodeIfPresent([TMDBListEntry].self, forKey: .parts) ?? []
    }
}
