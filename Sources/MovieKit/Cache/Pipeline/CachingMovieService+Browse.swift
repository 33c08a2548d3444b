import Foundation

extension Question where Value == [MovieSummary] {
    /// The films of `list`, at most `limit`: the saved answer first, then the source's, saved
    /// (offline, as last fetched).
    /// - Throws (delivered): ``MovieServiceError/notAnswered(_:)`` for a source without such lists.
    public static func browse(_ list: BrowseList, limit: Int) -> Question {
        Question { service throws(MovieServiceError) in try service.browseQuestion(list, limit: limit) }
    }
}

extension CachingMovieService {
    func browseQuestion(_ list: BrowseList, limit: Int) throws(MovieServiceError) -> CachedQuestion<[MovieSummary]> {
        let browsing = try required(.browseLists, wrapped.browsing, lacking: .browseList(list))
        return listingQuestion(.browse(list), limit: limit) { validators async throws(MovieServiceError) in
            try await browsing.movies(in: list, limit: limit, unlessMatching: validators)
        }
    }
}
