import Foundation

extension CachingMovieService {
    /// The steps of a question answered by films named without their details, saved as a listing
    /// (a search, a list to browse, the films like a film): the saved answer, cut to `limit` and
    /// whole only when it was fetched for as many, else the films the cache puts together
    /// (`assembled`); past the cache, the source's `answer`, saved as fetched for `limit` films.
    func listingQuestion(
        _ question: MovieQuestion, limit: Int?,
        assembled: @escaping @Sendable () throws(CacheError) -> CachedListing<[MovieSummary]>? = { nil },
        answer: @escaping @Sendable (ResponseFreshness?) async throws(MovieServiceError) -> Revalidation<[MovieSummary]>
    ) -> CachedQuestion<[MovieSummary]> {
        let database = self.database, catalogue = self.catalogue
        return CachedQuestion(
            asked: question,
            cached: { () throws(CacheError) in
                if let saved = try database.listing(answering: question, from: catalogue) {
                    return limit.map { CachedAnswer(saved: saved, limit: $0) } ?? CachedAnswer(saved: saved)
                }
                return try assembled().map(CachedAnswer.init(assembled:))
            },
            answerer: .source(answer),
            save: { films, fetchedAt, freshness throws(CacheError) in
                try database.saveListing(
                    films, answering: question, from: catalogue, fetchedAt: fetchedAt, fetchedSize: limit,
                    freshness: freshness)
            }
        )
    }
}
