/// A source's service, as ``CachingMovieService`` asks it: each question answered in one call,
/// on a condition when it can ("only if it changed since the answer these validators
/// describe"), with what the API said about the answer's freshness, and its ``traits`` saying
/// how it is asked. Each source is one such type (``DemoMovieService`` for the demo catalogue,
/// ``TMDBMovieService``, ``IMDbMovieService``); a plain ``MovieService`` is asked through its
/// completion calls.
///
/// A question beyond a film and a year's lists is answered through a small protocol of its own
/// (``MovieSearching``, ``MovieDiscovering``, ``RecommendationFetching`` and the others), which
/// the service hands out when it answers that question and leaves `nil` (the default) when it
/// does not: a question a source lacks is declared (in its ``MovieSourceDescription/questions``
/// and by the `nil`), never a method that throws.
///
/// The cache keeps each answer's validators and max age, and a
/// ``Revalidation/notModified(fetchedAt:freshness:)`` renews the cached answer without rewriting it.
public protocol RevalidatingMovieService: MovieService {
    /// What it can answer and how.
    var traits: MovieSourceTraits { get }

    /// How it finds films by title and people by name online; `nil` for a source without such
    /// an API, whose searches the cache answers alone.
    var searching: (any MovieSearching)? { get }

    /// How it fetches its films' posters; `nil` for a source without posters.
    var posters: (any PosterFetching)? { get }

    /// How it discovers films by genre, years, rating and more itself; `nil` for a source
    /// without, whose films the cache discovers alone.
    var discovering: (any MovieDiscovering)? { get }

    /// How it names its genres; `nil` for a source without.
    var namingGenres: (any GenreNaming)? { get }

    /// How it fetches its lists to browse (trending, popular, in cinemas); `nil` for a source without.
    var browsing: (any BrowseListFetching)? { get }

    /// How it fetches the films it recommends beside a film; `nil` for a source that recommends none.
    var recommending: (any RecommendationFetching)? { get }

    /// How it fetches its series of films; `nil` for a source without.
    var collections: (any CollectionFetching)? { get }

    /// How it finds a film by IMDb's id of it; `nil` for a source that cannot.
    var findingByIMDbID: (any IMDbFilmFinding)? { get }

    /// How it fetches where its films can be watched; `nil` for a source that does not say.
    var watchProviders: (any WatchProviderFetching)? { get }

    /// Every film it carries in the process itself (the built-in demo catalogue's), so a title
    /// is found among them with nothing cached; `nil` for a source asked over a network.
    var carriedFilms: [MovieSummary]? { get }

    /// One movie, unless `validators` describe it and it did not change.
    /// - Throws: the same ``MovieServiceError`` cases as ``MovieService/movie(id:completion:)``.
    func movie(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<any Movie>

    /// One of a year's ranked lists, unless `validators` describe it and it did not change.
    func movies(
        in list: MovieList, year: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[any Movie]>
}

extension RevalidatingMovieService {
    /// None: searches are the cache's alone.
    public var searching: (any MovieSearching)? { nil }

    /// None: the source's films have no posters.
    public var posters: (any PosterFetching)? { nil }

    /// None: the cache discovers the source's films alone.
    public var discovering: (any MovieDiscovering)? { nil }

    /// None: the source names no genres.
    public var namingGenres: (any GenreNaming)? { nil }

    /// None: the source has no lists to browse.
    public var browsing: (any BrowseListFetching)? { nil }

    /// None: the source recommends no films.
    public var recommending: (any RecommendationFetching)? { nil }

    /// None: the source has no collections.
    public var collections: (any CollectionFetching)? { nil }

    /// None: the source cannot find films by IMDb's ids.
    public var findingByIMDbID: (any IMDbFilmFinding)? { nil }

    /// None: the source does not say where its films can be watched.
    public var watchProviders: (any WatchProviderFetching)? { nil }

    /// None: the source's films are asked for over a network.
    public var carriedFilms: [MovieSummary]? { nil }

    /// Asks for the movie unconditionally and calls `completion` once, as a service that asks
    /// the API does (see ``MovieService``).
    public func movie(id: Int, completion: @escaping MovieServiceCompletion<any Movie>) {
        deliver(to: completion) { () async throws(MovieServiceError) in
            try await self.movie(id: id, unlessMatching: nil)
        }
    }

    /// Asks for the list unconditionally and calls `completion` once.
    public func topGrossingMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        deliver(to: completion) { () async throws(MovieServiceError) in
            try await self.movies(in: .topGrossing, year: year, unlessMatching: nil)
        }
    }

    /// Asks for the list unconditionally and calls `completion` once.
    public func topRatedMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        deliver(to: completion) { () async throws(MovieServiceError) in
            try await self.movies(in: .topRated, year: year, unlessMatching: nil)
        }
    }

    /// Delivers what `ask` answers as ``Answer/fresh(_:fetchedAt:)``, or its failure; a "not
    /// modified" to a request that sent no validators is a status the caller cannot use.
    private func deliver<Value: Sendable>(
        to completion: @escaping MovieServiceCompletion<Value>,
        _ ask: @escaping @Sendable () async throws(MovieServiceError) -> Revalidation<Value>
    ) {
        Task {
            do throws(MovieServiceError) {
                switch try await ask() {
                case .modified(let value, let fetchedAt, _): completion(.success(.fresh(value, fetchedAt: fetchedAt)))
                case .notModified: completion(.failure(.httpStatus(304)))
                }
            } catch {
                completion(.failure(error))
            }
        }
    }
}
