/// What a ``MovieService`` hands its completion: an answer, or why there is none.
public typealias MovieServiceResult<Value: Sendable> = Result<Answer<Value>, MovieServiceError>

/// A completion callback of a ``MovieService`` call.
public typealias MovieServiceCompletion<Value: Sendable> = @Sendable (MovieServiceResult<Value>) -> Void

/// Answers questions about the catalogue: one movie, or a year's ranked lists.
///
/// ## The completion contract
/// Every call invokes its completion one or more times, on any thread (the first time possibly
/// before the call returns), and never again after a `.fresh` answer or a failure:
///
/// - A service that asks the API (``DemoMovieService``) calls it exactly **once**, with
///   ``Answer/fresh(_:fetchedAt:)`` or a failure.
/// - A caching service (``CachingMovieService`` under its default policy) calls it exactly
///   **twice**, cache first: ``Answer/cached(_:fetchedAt:)`` or ``Answer/notCached``, then
///   ``Answer/fresh(_:fetchedAt:)`` or the failure of the network call. When the second call
///   is a failure, the first has already delivered whatever the cache held.
///
/// Lists come in the API's order and are empty only when the API says the year has no
/// movies. A movie the API does not know fails with ``MovieServiceError/notFound(_:)``.
public protocol MovieService: Sendable {
    /// Looks up one movie by its identifier.
    func movie(id: Int, completion: @escaping MovieServiceCompletion<any Movie>)

    /// The top-grossing movies of `year`, highest grossing first.
    func topGrossingMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>)

    /// The top-rated movies of `year`, highest rated first.
    func topRatedMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>)
}

extension MovieService {
    /// The movies of one of a year's ranked lists; see ``topGrossingMovies(year:completion:)``
    /// and ``topRatedMovies(year:completion:)``.
    public func movies(
        in list: MovieList, year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>
    ) {
        switch list {
        case .topGrossing: topGrossingMovies(year: year, completion: completion)
        case .topRated: topRatedMovies(year: year, completion: completion)
        }
    }
}
