import Foundation
import Synchronization

/// A service known only by its completion calls, asked as a source's service is: on no
/// condition, its last answer (fresh or recent) or its failure taken, nothing known of its
/// freshness. ``CachingMovieService`` wraps a plain ``MovieService`` in one.
struct CompletionMovieService: RevalidatingMovieService {
    let wrapped: any MovieService

    init(wrapping service: any MovieService) {
        wrapped = service
    }

    var traits: MovieSourceTraits { .answersOnCompletion }

    func movie(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<any Movie> {
        try await Self.finalAnswer { wrapped.movie(id: id, completion: $0) }
    }

    func movies(
        in list: MovieList, year: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[any Movie]> {
        try await Self.finalAnswer { wrapped.movies(in: list, year: year, completion: $0) }
    }

    /// The last answer a completion-based call delivers (fresh or recent), or its failure, as a
    /// ``Revalidation`` with nothing known of its freshness. Earlier answers are passed over.
    static func finalAnswer<Value: Sendable>(
        _ call: (@escaping MovieServiceCompletion<Value>) -> Void
    ) async throws(MovieServiceError) -> Revalidation<Value> {
        let result: Result<Revalidation<Value>, MovieServiceError> = await withCheckedContinuation { continuation in
            let pending = Mutex<CheckedContinuation<Result<Revalidation<Value>, MovieServiceError>, Never>?>(
                continuation)
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
