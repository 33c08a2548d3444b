import Foundation
import Logging

/// A ``MovieService`` that answers from the local cache first, then asks the service it wraps,
/// saves what that service answered, and answers again.
///
/// Under ``CachePolicy/cacheThenNetwork`` each call invokes its completion exactly twice, cache
/// first: ``Answer/cached(_:fetchedAt:)`` or ``Answer/notCached``, then the wrapped service's
/// ``Answer/fresh(_:fetchedAt:)`` (saved before it is delivered) or its failure, which leaves the
/// cache untouched. If the cache itself cannot be read, the only callback is that failure.
/// ``CachePolicy/cacheOnly`` and ``CachePolicy/networkOnly`` invoke it once.
///
/// A fresh answer that cannot be saved is still delivered; the failure is logged as a warning.
public final class CachingMovieService: MovieService {
    private let wrapped: any MovieService
    private let database: CacheDatabase
    private let policy: CachePolicy
    private let logger: Logger

    public init(
        wrapping service: any MovieService, database: CacheDatabase, policy: CachePolicy = .cacheThenNetwork,
        logger: Logger = Logger(label: "movies.cache")
    ) {
        self.wrapped = service
        self.database = database
        self.policy = policy
        self.logger = logger
    }

    public func movie(id: Int, completion: @escaping MovieServiceCompletion<any Movie>) {
        answer(
            completion: completion,
            cached: { () throws(CacheError) in
                try self.database.movie(id: id).map { ($0.movie as any Movie, $0.fetchedAt) }
            },
            fetch: { self.wrapped.movie(id: id, completion: $0) },
            save: { movie, fetchedAt throws(CacheError) in try self.database.saveMovie(movie, fetchedAt: fetchedAt) }
        )
    }

    public func topGrossingMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        answerList(.topGrossing, year: year, completion: completion)
    }

    public func topRatedMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        answerList(.topRated, year: year, completion: completion)
    }

    /// The answers to `question` as they come, ending after the last one this policy gives.
    public func answers<Value: Sendable>(
        _ question: @escaping @Sendable (any MovieService, @escaping MovieServiceCompletion<Value>) -> Void
    ) -> AsyncStream<MovieServiceResult<Value>> {
        let policy = self.policy
        return AsyncStream { continuation in
            question(self) { result in
                continuation.yield(result)
                switch result {
                case .success(.fresh), .failure: continuation.finish()
                case .success(.cached), .success(.notCached):
                    if policy == .cacheOnly { continuation.finish() }
                }
            }
        }
    }

    private func answerList(_ list: MovieList, year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        answer(
            completion: completion,
            cached: { () throws(CacheError) in
                try self.database.movies(in: list, year: year).map { ($0.movies.map { $0 as any Movie }, $0.fetchedAt) }
            },
            fetch: { self.wrapped.movies(in: list, year: year, completion: $0) },
            save: { movies, fetchedAt throws(CacheError) in
                try self.database.saveMovies(movies, in: list, year: year, fetchedAt: fetchedAt)
            }
        )
    }

    private func answer<Value: Sendable>(
        completion: @escaping MovieServiceCompletion<Value>,
        cached: () throws(CacheError) -> (Value, Date)?,
        fetch: (@escaping MovieServiceCompletion<Value>) -> Void,
        save: @escaping @Sendable (Value, Date) throws(CacheError) -> Void
    ) {
        if policy != .networkOnly {
            do throws(CacheError) {
                if let (value, fetchedAt) = try cached() {
                    completion(.success(.cached(value, fetchedAt: fetchedAt)))
                } else {
                    completion(.success(.notCached))
                }
            } catch {
                completion(.failure(.cache(error.description)))
                return
            }
        }
        guard policy != .cacheOnly else { return }
        let logger = self.logger
        fetch { result in
            if case .success(.fresh(let value, let fetchedAt)) = result {
                do throws(CacheError) {
                    try save(value, fetchedAt)
                } catch {
                    logger.warning("the answer could not be saved to the cache: \(error.description)")
                }
            }
            completion(result)
        }
    }
}
