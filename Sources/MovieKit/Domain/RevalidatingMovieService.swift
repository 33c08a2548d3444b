/// A ``MovieService`` that can also ask on a condition ("only if it changed since the answer
/// these validators describe") and tells what the API said about each answer's freshness.
///
/// ``CachingMovieService`` uses it when the service it wraps offers it: it keeps each route's
/// validators and max age, and a ``Revalidation/notModified(fetchedAt:freshness:)`` renews the
/// cached answer without rewriting it.
public protocol RevalidatingMovieService: MovieService {
    /// One movie, unless `validators` describe it and it did not change.
    /// - Throws: the same ``MovieServiceError`` cases as ``MovieService/movie(id:completion:)``.
    func movie(id: Int, unlessMatching validators: ResponseFreshness?) async throws(MovieServiceError) -> Revalidation<any Movie>

    /// One of a year's ranked lists, unless `validators` describe it and it did not change.
    func movies(
        in list: MovieList, year: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[any Movie]>
}
