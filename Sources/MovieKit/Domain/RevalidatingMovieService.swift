/// A source's service, as ``CachingMovieService`` asks it: each question answered in one call,
/// on a condition when it can ("only if it changed since the answer these validators
/// describe"), with what the API said about the answer's freshness, and its ``traits`` saying
/// what it can answer and how. Each source is one such type (``DemoMovieService`` for the demo
/// catalogue, ``TMDBMovieService``); a plain ``MovieService`` is asked through its completion calls.
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

    /// How it discovers films by genre, years, rating and more online, and names its genres and
    /// providers; `nil` for a source without, whose films the cache discovers alone.
    var discovering: (any MovieDiscovering)? { get }

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
