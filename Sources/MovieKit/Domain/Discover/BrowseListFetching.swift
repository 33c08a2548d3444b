/// A source with lists to browse: the films trending, popular, in cinemas now or soon (TMDB's).
public protocol BrowseListFetching: Sendable {
    /// The films of `list`, in its order, at most `limit`, unless `validators` describe the answer
    /// and it did not change. Entries that are not films (a trending TV series) are left out.
    func movies(
        in list: BrowseList, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]>
}
