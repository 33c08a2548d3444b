/// A source that recommends films beside a film (TMDB's recommendations).
public protocol RecommendationFetching: Sendable {
    /// The films the source recommends beside film `id`, best first, at most `limit`, unless
    /// `validators` describe the answer and it did not change; never the film itself.
    /// - Throws: ``MovieServiceError/notFound(_:)`` for an id that is no film's.
    func recommendations(
        forMovie id: Int, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]>
}
