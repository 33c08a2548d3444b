/// A source that finds films by genre, years, rating, runtime, language and where they stream
/// online (TMDB's `discover/movie`), and names its genres and its providers; a source without
/// (the demo catalogue) has its films discovered among those the cache holds.
public protocol MovieDiscovering: Sendable {
    /// The films `query` selects, in its order, at most `limit`, unless `validators` describe the
    /// answer and it did not change.
    func movies(
        discovering query: DiscoverQuery, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]>

    /// Its genres, by name, in the language asked and, when that is not English, in English too
    /// (a genre then comes twice, under each name).
    func genres(unlessMatching validators: ResponseFreshness?) async throws(MovieServiceError) -> Revalidation<[Genre]>

    /// The films of `list`, in its order, at most `limit`, unless `validators` describe the answer
    /// and it did not change. Entries that are not films (a trending TV series) are left out.
    func movies(
        in list: BrowseList, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]>

    /// The films the source recommends beside film `id`, best first, at most `limit`, unless
    /// `validators` describe the answer and it did not change; never the film itself.
    /// - Throws: ``MovieServiceError/notFound(_:)`` for an id that is no film's.
    func recommendations(
        forMovie id: Int, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]>

    /// The films of collection `id`, in release order (films without a date last).
    /// - Throws: ``MovieServiceError/notFound(_:)`` for an id that is no collection's.
    func collection(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<CollectionFilms>

    /// The films IMDb's id `imdbID` names (one, or none for an id that is no film's: a TV
    /// title's, or one the source does not know), unless `validators` describe the answer and
    /// it did not change.
    func films(
        withIMDbID imdbID: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]>

    /// The providers films can be watched on in `region` (ISO 3166-1, like `US`), by name.
    func watchProviders(
        in region: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[WatchProvider]>
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

/// A series of films (TMDB's collections) and its films in release order, films without a date last.
public struct CollectionFilms: Sendable, Hashable {
    public var collection: MovieCollection
    public var films: [MovieSummary]

    public init(collection: MovieCollection, films: [MovieSummary]) {
        self.collection = collection
        self.films = films.enumerated().sorted { lhs, rhs in
            switch (lhs.element.releaseDate, rhs.element.releaseDate) {
            case (let left?, let right?): (left, lhs.offset) < (right, rhs.offset)
            case (nil, nil): lhs.offset < rhs.offset
            case (_?, nil): true
            case (nil, _?): false
            }
        }.map(\.element)
    }
}
