import Foundation

extension IMDbMovieService: MovieDiscovering, GenreNaming, IMDbFilmFinding {
    public func movies(
        discovering query: DiscoverQuery, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        try answer(try datasets().films(discovering: query, limit: limit))
    }

    /// IMDb's genres: a fixed list, known with or without an import.
    public func genres(
        unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<
        [Genre]
    > {
        .modified(IMDbGenres.all, fetchedAt: (try? datasets().facts.importedAt) ?? .ageless, freshness: .unknown)
    }

    public func films(
        withIMDbID imdbID: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        guard let id = IMDbID.titleNumber(imdbID) else { return try answer([]) }
        return try answer(try datasets().summaries(of: [id], adult: true))
    }
}
