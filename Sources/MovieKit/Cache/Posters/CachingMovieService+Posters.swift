import Foundation

extension CachingMovieService {
    /// The poster sizes TMDB has long served, for choosing a size before its configuration is known.
    static let usualPosterSizes = ["w92", "w154", "w185", "w342", "w500", "w780", "original"]

    /// How precisely the cache keeps when a poster was last shown, which decides the order in
    /// which posters leave it: a poster shown again within a day writes nothing, so that showing
    /// a cached poster is a read.
    static let posterShownResolution: TimeInterval = 86_400

    /// How long what a source says of itself (where its images are, its genres, its providers)
    /// is trusted when its API gave no max age: TMDB advises asking again every few days.
    static let sourceFactsLifetime: TimeInterval = 3 * 86_400

    /// `movie`'s poster, as ``Question/poster(at:width:size:)`` answers it: the one kept (no
    /// request at all), else, unless the policy is offline, fetched from the source's image host
    /// and kept within the cache's poster budget. `nil` when the film has no poster, or offline
    /// with none kept.
    /// - Throws: ``MovieServiceError/notFound(_:)`` when the source has no posters at all; what
    ///   fetching the poster (or where posters are) throws.
    public func poster(
        of movie: any Movie, width: Int? = nil, size: String? = nil
    ) async throws(MovieServiceError) -> Poster? {
        guard declared(.posters, wrapped.posters) != nil else { throw .notFound("\(described.name) has no posters") }
        guard let path = movie.page?.posterPath else { return nil }
        return try await finalAnswer(to: .poster(at: path, width: width, size: size)).value
    }

    /// Forgets a cached poster that could not be drawn, so that it is fetched again.
    public func forget(_ poster: Poster) {
        try? database.forget(poster, of: catalogue.source)
    }
}
