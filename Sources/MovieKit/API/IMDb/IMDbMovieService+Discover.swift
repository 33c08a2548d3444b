import Foundation

extension IMDbMovieService: MovieDiscovering {
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
        .modified(IMDbGenres.all, fetchedAt: (try? datasets().facts.importedAt) ?? .distantPast, freshness: .unknown)
    }

    public func movies(
        in list: BrowseList, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        throw .notAnswered("IMDb's datasets have no \(list.description); TMDB has (--source tmdb)")
    }

    public func recommendations(
        forMovie id: Int, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        throw .notAnswered("IMDb's datasets recommend no films; TMDB does (--source tmdb)")
    }

    public func collection(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<CollectionFilms> {
        throw .notAnswered("IMDb's datasets have no collections; TMDB has (--source tmdb)")
    }

    public func films(
        withIMDbID imdbID: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        guard let id = IMDbID.titleNumber(imdbID) else { return try answer([]) }
        return try answer(try datasets().summaries(of: [id], adult: true))
    }

    public func watchProviders(
        in region: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[WatchProvider]> {
        try answer([])
    }
}
