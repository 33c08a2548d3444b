import Foundation

/// A ``MovieService`` that asks the movie API and maps its JSON with `Codable`.
///
/// Each call invokes its completion exactly once: ``Answer/fresh(_:fetchedAt:)`` with the
/// decoded value, or the failure (see ``RevalidatingMovieService``, whose answers it gives).
public final class DemoMovieService: MovieService {
    let client: APIClient
    let decoder: JSONDecoder
    let now: @Sendable () -> Date

    /// - Parameters:
    ///   - client: how routes are fetched.
    ///   - now: the clock that stamps fresh answers.
    public init(client: APIClient, now: @escaping @Sendable () -> Date = { MoviesClock.now() }) {
        self.client = client
        self.decoder = APICoding.makeDecoder()
        self.now = now
    }

    /// Fetches and decodes one movie.
    public func fetchMovie(id: Int) async throws(MovieServiceError) -> DemoMovie {
        try APICoding.decode(DemoMovie.self, from: try await client.body(of: .movie(id: id)), using: decoder)
    }

    /// Fetches and decodes one of a year's ranked lists, in the API's order.
    /// - Throws: ``MovieServiceError/badData(path:reason:)`` also when a movie is listed twice,
    ///   which no ranking can mean.
    public func fetchMovies(in list: MovieList, year: Int) async throws(MovieServiceError) -> [DemoMovie] {
        let body = try await client.body(of: .list(list, year: year))
        return try Self.checkUnique(try APICoding.decodeList(DemoMovie.self, from: body, using: decoder))
    }

    static func checkUnique(_ movies: [DemoMovie]) throws(MovieServiceError) -> [DemoMovie] {
        var firstIndex: [Int: Int] = [:]
        for (index, movie) in movies.enumerated() {
            if let earlier = firstIndex.updateValue(index, forKey: movie.id) {
                throw .badData(
                    path: "[\(index)].id", reason: "movie \(movie.id) is listed twice (also at [\(earlier)])")
            }
        }
        return movies
    }
}
