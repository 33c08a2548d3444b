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
        let database = self.database, catalogue = self.catalogue
        guard let browsing = declared(.browseLists, wrapped.browsing) else {
            throw .notAnswered(described.saying(.browseList(list)))
        }
        return CachedQuestion(
            asked: .browse(list),
            cached: { () throws(CacheError) in
                try database.listing(answering: .browse(list), from: catalogue).map { saved in
                    let isLongEnough = saved.fetchedSize.map { $0 >= limit } ?? true
                    return CachedAnswer(
                        value: Array(saved.value.prefix(limit)), fetchedAt: saved.fetchedAt, isWhole: isLongEnough)
                }
            },
            answerer: .source { validators async throws(MovieServiceError) in
                try await browsing.movies(in: list, limit: limit, unlessMatching: validators)
            },
            save: { films, fetchedAt, freshness throws(CacheError) in
                try database.saveListing(
                    films, answering: .browse(list), from: catalogue, fetchedAt: fetchedAt, fetchedSize: limit,
                    freshness: freshness)
            }
        )
    }
}
