import Foundation
import MovieKit
import Synchronization

/// A ``MovieService`` that answers every call with a scripted result, once, as the API service
/// does, and counts the calls.
public final class StubMovieService: MovieService {
    private struct State {
        var movie: MovieServiceResult<any Movie>
        var list: MovieServiceResult<[any Movie]>
        var calls = 0
    }

    private let state: Mutex<State>

    public init(
        movie: MovieServiceResult<any Movie> = .failure(.notFound("movie")),
        list: MovieServiceResult<[any Movie]> = .failure(.notFound("list"))
    ) {
        state = Mutex(State(movie: movie, list: list))
    }

    /// A service whose API answers `movies` for every list and `movies.first` for every movie.
    public convenience init(serving movies: [any Movie], fetchedAt: Date = Date()) {
        self.init(
            movie: movies.first.map { .success(.fresh($0, fetchedAt: fetchedAt)) } ?? .failure(.notFound("movie")),
            list: .success(.fresh(movies, fetchedAt: fetchedAt)))
    }

    /// A service whose API fails every call with `error`.
    public convenience init(failingWith error: MovieServiceError) {
        self.init(movie: .failure(error), list: .failure(error))
    }

    public var calls: Int { state.withLock { $0.calls } }

    public func answer(movie: MovieServiceResult<any Movie>) { state.withLock { $0.movie = movie } }
    public func answer(list: MovieServiceResult<[any Movie]>) { state.withLock { $0.list = list } }

    public func movie(id: Int, completion: @escaping MovieServiceCompletion<any Movie>) {
        let result = state.withLock { state in
            state.calls += 1
            return state.movie
        }
        Task { completion(result) }
    }

    public func topGrossingMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        deliverList(completion)
    }

    public func topRatedMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        deliverList(completion)
    }

    private func deliverList(_ completion: @escaping MovieServiceCompletion<[any Movie]>) {
        let result = state.withLock { state in
            state.calls += 1
            return state.list
        }
        Task { completion(result) }
    }
}
