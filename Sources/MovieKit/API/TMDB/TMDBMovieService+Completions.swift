import Foundation

extension TMDBMovieService {
    public func movie(id: Int, completion: @escaping MovieServiceCompletion<any Movie>) {
        deliver(to: completion) { () async throws(MovieServiceError) -> any Movie in
            try await self.movie(id: id, unlessMatching: nil).modifiedValue()
        }
    }

    public func topGrossingMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        deliver(to: completion) { () async throws(MovieServiceError) -> [any Movie] in
            try await self.movies(in: .topGrossing, year: year, unlessMatching: nil).modifiedValue()
        }
    }

    public func topRatedMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        deliver(to: completion) { () async throws(MovieServiceError) -> [any Movie] in
            try await self.movies(in: .topRated, year: year, unlessMatching: nil).modifiedValue()
        }
    }

    private func deliver<Value: Sendable>(
        to completion: @escaping MovieServiceCompletion<Value>,
        _ work: @escaping @Sendable () async throws(MovieServiceError) -> Value
    ) {
        let now = self.now
        Task {
            do throws(MovieServiceError) {
                let value = try await work()
                completion(.success(.fresh(value, fetchedAt: now())))
            } catch {
                completion(.failure(error))
            }
        }
    }
}

extension Revalidation {
    /// The value of an answer asked for without validators; a "not modified" to such a request
    /// is a status the client cannot use.
    func modifiedValue() throws(MovieServiceError) -> Value {
        switch self {
        case .modified(let value, _, _): value
        case .notModified: throw .httpStatus(304)
        }
    }
}
