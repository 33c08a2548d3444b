import Foundation

extension DemoMovieService: RevalidatingMovieService {
    /// Asks on a condition; its lists are whole and name their movies (each movie is asked for
    /// on its own for its details).
    public var traits: MovieSourceTraits {
        MovieSourceTraits(revalidates: true, listsCarryDetails: false, listSize: nil)
    }

    /// The bundled catalogue's films when it is the one asked; `nil` for a demo API elsewhere.
    public var carriedFilms: [MovieSummary]? {
        client.baseURL == BundledCatalogue.baseURL ? BundledCatalogue.films(using: decoder) : nil
    }

    public func movie(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<any Movie> {
        try await client.revalidation(of: DemoRoute.movie(id: id).endpoint, unlessMatching: validators, now: now) {
            body throws(MovieServiceError) -> any Movie in
            try APICoding.decode(DemoMovie.self, from: body, using: decoder)
        }
    }

    public func movies(
        in list: MovieList, year: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[any Movie]> {
        try await client.revalidation(
            of: DemoRoute.list(list, year: year).endpoint, unlessMatching: validators, now: now
        ) {
            body throws(MovieServiceError) -> [any Movie] in
            try Self.checkUnique(try APICoding.decodeList(DemoMovie.self, from: body, using: decoder)).map {
                $0 as any Movie
            }
        }
    }
}
