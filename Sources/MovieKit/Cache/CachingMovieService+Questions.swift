import Foundation
import Synchronization

extension CachingMovieService {
    func movieQuestion(id: Int) -> CachedQuestion<any Movie> {
        let database = self.database, wrapped = self.wrapped, catalogue = self.catalogue
        return CachedQuestion(
            asked: .movie(id: id),
            cached: { () throws(CacheError) in
                try database.movie(id: id, from: catalogue).map {
                    CachedAnswer(value: $0.movie as any Movie, fetchedAt: $0.fetchedAt, isWhole: $0.movie.incompleteReason == nil)
                }
            },
            fetch: { validators async throws(MovieServiceError) in
                if let revalidating = wrapped as? any RevalidatingMovieService {
                    return try await revalidating.movie(id: id, unlessMatching: validators)
                }
                return try await Self.finalAnswer { wrapped.movie(id: id, completion: $0) }
            },
            save: { movie, fetchedAt, freshness throws(CacheError) in
                try database.saveMovie(movie, from: catalogue, fetchedAt: fetchedAt, freshness: freshness)
            }
        )
    }

    func listQuestion(_ list: MovieList, year: Int) -> CachedQuestion<[any Movie]> {
        let database = self.database, wrapped = self.wrapped, catalogue = self.catalogue, listSize = self.listSize
        return CachedQuestion(
            asked: .list(list, year: year),
            cached: { () throws(CacheError) in
                try database.movies(in: list, year: year, from: catalogue).map { cached in
                    // A list fetched for fewer movies than the service now answers with is not whole,
                    // nor one with a movie whose details are missing.
                    let isLongEnough =
                        switch (cached.fetchedSize, listSize) {
                        case (nil, _): true
                        case (let fetched?, let wanted?): fetched >= wanted
                        case (_?, nil): false
                        }
                    let isWhole = isLongEnough && cached.movies.allSatisfy { $0.incompleteReason == nil }
                    return CachedAnswer(value: cached.movies.map { $0 as any Movie }, fetchedAt: cached.fetchedAt, isWhole: isWhole)
                }
            },
            fetch: { validators async throws(MovieServiceError) in
                if let revalidating = wrapped as? any RevalidatingMovieService {
                    return try await revalidating.movies(in: list, year: year, unlessMatching: validators)
                }
                return try await Self.finalAnswer { wrapped.movies(in: list, year: year, completion: $0) }
            },
            save: { movies, fetchedAt, freshness throws(CacheError) in
                try database.saveMovies(
                    movies, in: list, year: year, from: catalogue, fetchedAt: fetchedAt, fetchedSize: listSize, freshness: freshness)
            }
        )
    }

    /// The last answer a completion-based call delivers (fresh or recent), or its failure, as a
    /// ``Revalidation`` with nothing known of its freshness. Earlier answers are passed over.
    static func finalAnswer<Value: Sendable>(
        _ call: (@escaping MovieServiceCompletion<Value>) -> Void
    ) async throws(MovieServiceError) -> Revalidation<Value> {
        let result: Result<Revalidation<Value>, MovieServiceError> = await withCheckedContinuation { continuation in
            let pending = Mutex<CheckedContinuation<Result<Revalidation<Value>, MovieServiceError>, Never>?>(continuation)
            call { result in
                let outcome: Result<Revalidation<Value>, MovieServiceError>
                switch result {
                case .success(.fresh(let value, let fetchedAt)), .success(.recent(let value, let fetchedAt)):
                    outcome = .success(.modified(value, fetchedAt: fetchedAt, freshness: .unknown))
                case .failure(let error):
                    outcome = .failure(error)
                case .success(.cached), .success(.notCached):
                    return
                }
                pending.withLock { pending in
                    pending?.resume(returning: outcome)
                    pending = nil
                }
            }
        }
        return try result.get()
    }
}
