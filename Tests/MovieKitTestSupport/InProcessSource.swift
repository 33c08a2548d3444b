import Foundation
import MovieKit
import Synchronization

/// A source of films asked online (TMDB's kind), answered in the test's process: each film's
/// page, a search by title (the films whose titles hold every word typed, close titles after),
/// a look-up by IMDb's id; every request counted. It can be cut off, when every request fails
/// as a network that cannot be reached does.
public final class InProcessSource: RevalidatingMovieService, MovieSearching, IMDbFilmFinding, Sendable {
    private struct State {
        var films: [TMDBMovie]
        var reachable = true
        var requests = 0
    }

    private let state: Mutex<State>

    /// A source of `films`.
    public init(films: [TMDBMovie]) {
        state = Mutex(State(films: films))
    }

    /// How many requests were made of it.
    public var requests: Int { state.withLock { $0.requests } }

    /// Makes every request fail as unreachable from now on.
    public func cutOff() { state.withLock { $0.reachable = false } }

    /// Changes film `id` as the source gives it from now on.
    public func change(_ id: Int, _ change: (inout TMDBMovie) -> Void) {
        state.withLock { state in
            if let index = state.films.firstIndex(where: { $0.id == id }) { change(&state.films[index]) }
        }
    }

    public var traits: MovieSourceTraits { MovieSourceTraits(revalidates: true, listsCarryDetails: true, listSize: 20) }
    public var searching: (any MovieSearching)? { self }
    public var findingByIMDbID: (any IMDbFilmFinding)? { self }

    public func movie(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<any Movie> {
        let films = try request()
        guard let film = films.first(where: { $0.id == id }) else { throw .notFound("movie \(id)") }
        return .modified(film, fetchedAt: Date(), freshness: .unknown)
    }

    public func movies(
        in list: MovieList, year: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[any Movie]> {
        _ = try request()
        throw .notFound("list")
    }

    public func movies(
        matching search: MovieSearch, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        let films = try request().map(MovieSummary.init)
        return .modified(search.matches(among: films, limit: limit), fetchedAt: Date(), freshness: .unknown)
    }

    public func filmography(
        ofPersonNamed name: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<Filmography> {
        _ = try request()
        throw .notFound("no one named \(name)")
    }

    public func films(
        withIMDbID imdbID: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        let films = try request().filter { $0.page?.imdbID == imdbID }.map(MovieSummary.init)
        return .modified(films, fetchedAt: Date(), freshness: .unknown)
    }

    /// Counts a request and gives the films, or fails when cut off.
    private func request() throws(MovieServiceError) -> [TMDBMovie] {
        let (films, reachable) = state.withLock { state in
            state.requests += 1
            return (state.films, state.reachable)
        }
        guard reachable else { throw .unreachable("the network is down") }
        return films
    }
}

/// A TMDB film with a page: its IMDb id (`tt0083658`) when given, and where it streams in each
/// region (`["US": ["Netflix", "Mubi"]]`).
public func makeFilmWithPage(
    id: Int, name: String, year: Int = 2016, votes: Int = 1_000, runtime: Int? = 100, imdbID: String? = nil,
    streaming: [String: [String]] = [:]
) -> TMDBMovie {
    var movie = makeDiscoverableMovie(id: id, name: name, year: year, votes: votes, runtime: runtime)
    movie.page = MoviePage(
        watch: streaming.mapValues { WatchOptions(stream: $0) },
        imdb: imdbID.flatMap { URL(string: "https://www.imdb.com/title/\($0)/") })
    return movie
}

extension CachingMovieService {
    /// TMDB's films as `source` gives them, through an empty cache in memory (or `cache`), under
    /// `policy`.
    public static func over(
        _ source: InProcessSource, cache: CacheDatabase? = nil, policy: CachePolicy = .cacheThenNetwork
    ) throws -> CachingMovieService {
        CachingMovieService(
            wrapping: source, catalogue: .tmdb, database: try cache ?? CacheDatabase.inMemory(), policy: policy)
    }
}
