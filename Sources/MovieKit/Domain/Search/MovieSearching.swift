/// A source that can find films by title and people by name online (TMDB); a source without
/// such an API (the demo catalogue) answers those questions from the cache alone.
public protocol MovieSearching: Sendable {
    /// The films `search` finds, ranked as the source ranks them, at most `limit`, unless
    /// `validators` describe the answer and it did not change.
    func movies(
        matching search: MovieSearch, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]>

    /// The films of the person `name` means (the one whose name equals it, ignoring case and
    /// accents, else the first found), newest first.
    /// - Throws: ``MovieServiceError/notFound(_:)`` when no one has such a name.
    func filmography(
        ofPersonNamed name: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<Filmography>
}
