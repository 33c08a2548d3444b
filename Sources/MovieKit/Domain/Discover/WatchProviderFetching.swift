/// A source that says where its films can be watched (TMDB's watch providers, JustWatch's data).
public protocol WatchProviderFetching: Sendable {
    /// The providers films can be watched on in `region` (ISO 3166-1, like `US`), by name,
    /// unless `validators` describe the answer and it did not change.
    func watchProviders(
        in region: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[WatchProvider]>
}
