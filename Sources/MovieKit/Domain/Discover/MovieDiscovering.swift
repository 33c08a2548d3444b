/// A source that finds films by genre, years, rating, runtime, language and where they stream
/// online (TMDB's `discover/movie`, IMDb's import); a source without (the demo catalogue) has
/// its films discovered among those the cache holds.
public protocol MovieDiscovering: Sendable {
    /// The films `query` selects, in its order, at most `limit`, unless `validators` describe the
    /// answer and it did not change.
    func movies(
        discovering query: DiscoverQuery, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]>
}

/// The films a ``DiscoverQuery`` finds, and whether the cache found them among the films it
/// holds rather than the source.
public struct DiscoveredFilms: Sendable, Hashable {
    /// In the query's order.
    public var films: [MovieSummary]
    /// How many cached films of the source were looked through, when the answer is the cache's
    /// own (the question never asked online, or a source that does not discover); `nil` for the
    /// source's answer (or its saved copy).
    public var cachedFilmsSearched: Int?

    public init(films: [MovieSummary], cachedFilmsSearched: Int? = nil) {
        self.films = films
        self.cachedFilmsSearched = cachedFilmsSearched
    }
}
