/// A source that groups films in series (TMDB's collections).
public protocol CollectionFetching: Sendable {
    /// The films of collection `id`, in release order (films without a date last), unless
    /// `validators` describe the answer and it did not change.
    /// - Throws: ``MovieServiceError/notFound(_:)`` for an id that is no collection's.
    func collection(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<CollectionFilms>
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
