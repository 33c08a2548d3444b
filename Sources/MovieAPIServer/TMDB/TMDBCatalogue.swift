import Foundation

/// The films the TMDB dialect serves, as TMDB's details with credits, and every answer about
/// them encoded once, when first asked for: each film's details (with and without credits),
/// each film's list entry, and each year's films in each order. A copy shares what is encoded.
public struct TMDBCatalogue: Sendable {
    /// The films, by id, lowest first.
    public let movies: [TMDBWire.MovieDetails]
    let encoded: TMDBEncodedCatalogue

    /// - Parameter movies: the films; of two with one id, the first is kept.
    public init(movies: [TMDBWire.MovieDetails]) {
        var seen: Set<Int> = []
        let unique = movies.filter { seen.insert($0.id).inserted }
        self.movies = unique.sorted { $0.id < $1.id }
        encoded = TMDBEncodedCatalogue(movies: self.movies)
    }

    /// The films released in `year`.
    public func movies(releasedIn year: Int) -> [TMDBWire.MovieDetails] {
        movies.filter { $0.releaseYear == year }
    }
}
