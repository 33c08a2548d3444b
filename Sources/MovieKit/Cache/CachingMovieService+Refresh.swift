import Foundation

extension CachingMovieService {
    /// Asks the API for movie `id` (on the condition that it changed, when the cache holds it
    /// with validators), saves the answer, and returns it.
    /// - Throws: the API's ``MovieServiceError``, or ``MovieServiceError/cache(_:)`` when the
    ///   answer could not be saved: unlike the completion calls, a refresh is about saving.
    public func refreshMovie(id: Int) async throws(MovieServiceError) -> any Movie {
        try await refresh(movieQuestion(id: id))
    }

    /// Asks the API for one of a year's ranked lists, saves it (in one transaction), and returns it.
    /// - Throws: as ``refreshMovie(id:)``.
    public func refreshMovies(in list: MovieList, year: Int) async throws(MovieServiceError) -> [any Movie] {
        try await refresh(listQuestion(list, year: year))
    }

    private func refresh<Value: Sendable>(_ question: CachedQuestion<Value>) async throws(MovieServiceError) -> Value {
        let basis: (cached: CachedAnswer<Value>, validators: ResponseFreshness)?
        do throws(CacheError) {
            basis = try revalidationBasis(for: question)
        } catch {
            throw .cache(error.description)
        }
        let cached = basis?.cached
        guard let fetch = question.fetch else {
            throw .notFound("\(question.asked): \(catalogue.source.displayName) cannot be asked it")
        }
        let outcome = try await fetch(basis?.validators)
        do throws(CacheError) {
            switch outcome {
            case .modified(let value, let fetchedAt, let freshness):
                try question.save(value, fetchedAt, freshness)
                return value
            case .notModified(let fetchedAt, let freshness):
                guard let cached else {
                    throw .failed("the API said \(question.asked) was not modified, but it is not cached")
                }
                try database.renew(question.asked, from: catalogue, fetchedAt: fetchedAt, freshness: freshness)
                return cached.value
            }
        } catch {
            throw .cache(error.description)
        }
    }
}
