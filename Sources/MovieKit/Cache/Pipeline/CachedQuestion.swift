import Foundation

/// One question as the steps ``CachingMovieService`` takes to answer it: read the cached answer,
/// ask whoever answers this kind of question (the source, on a condition; or the cache in the
/// place of a source that does not answer it), save a new answer, renew a confirmed one.
struct CachedQuestion<Value: Sendable>: Sendable {
    /// Who answers the question past the cache.
    enum Answerer: Sendable {
        /// The source, asked on the condition the validators describe when there are some.
        case source(@Sendable (ResponseFreshness?) async throws(MovieServiceError) -> Revalidation<Value>)
        /// The cache itself, in the place of a source that does not answer this kind (the demo
        /// catalogue's searches): worked out now from what it holds, given once, never saved.
        case cacheInPlaceOfSource(@Sendable () throws(MovieServiceError) -> Value)
        /// No one: what the cache saved is the only answer (posters of a source without).
        case none
    }

    /// How long a cached answer stands alone, the source not asked.
    enum Lifetime: Sendable, Equatable {
        /// As the policy says: its max age, else the API's `Cache-Control: max-age`.
        case asPolicySays
        /// The API's max age, else `fallback` seconds, whatever the policy: where images are.
        case apiMaxAge(orElse: TimeInterval)
        /// For ever, whatever the policy: a poster never changes at its path.
        case forever
    }

    /// The question, as the cache keys it.
    let asked: MovieQuestion
    let cached: @Sendable () throws(CacheError) -> CachedAnswer<Value>?
    let answerer: Answerer
    let save: @Sendable (Value, Date, ResponseFreshness?) throws(CacheError) -> Void
    var lifetime = Lifetime.asPolicySays
    /// What is delivered of an answer, the cached one or the source's (never saved): the answer
    /// itself, unless the question adds what the cache holds (a search the source found nothing
    /// for shows the cached films whose titles come close).
    var delivered: @Sendable (Value) throws(CacheError) -> Value = { $0 }

    /// A question the cache answers in the place of the source, every time anew.
    static func answeredByTheCache(
        _ asked: MovieQuestion, _ answer: @escaping @Sendable () throws(MovieServiceError) -> Value
    ) -> CachedQuestion {
        CachedQuestion(asked: asked, cached: { nil }, answerer: .cacheInPlaceOfSource(answer), save: { _, _, _ in })
    }
}

/// What the cache holds for a question: the value, when the API gave it, and whether it answers
/// the question as now asked. A list fetched for fewer movies than are now asked for does not,
/// nor a movie (or a list with a movie) whose details could not be fetched: it is shown while
/// the API is asked, but it is never recent enough to stand alone, nor asked about on a condition.
struct CachedAnswer<Value: Sendable>: Sendable {
    let value: Value
    let fetchedAt: Date
    var isWhole = true
}

extension CachedAnswer {
    /// The answer the cache saved: whole.
    init(saved listing: CachedListing<Value>) {
        self.init(value: listing.value, fetchedAt: listing.fetchedAt)
    }

    /// What the cache puts together from the films it holds, where it saved no answer: shown
    /// while the source is asked, never whole.
    init(assembled listing: CachedListing<Value>) {
        self.init(value: listing.value, fetchedAt: listing.fetchedAt, isWhole: false)
    }

}

extension CachedAnswer where Value == [MovieSummary] {
    /// The first `limit` films of a saved answer: whole only when it was fetched for at least
    /// `limit` films (one saved for fewer than now asked for is shown, not trusted whole).
    init(saved listing: CachedListing<[MovieSummary]>, limit: Int) {
        self.init(
            value: Array(listing.value.prefix(limit)), fetchedAt: listing.fetchedAt,
            isWhole: listing.fetchedSize.map { $0 >= limit } ?? true)
    }
}

extension CachedAnswer {
    /// The same answer, its value made into another (a list of films into a discover's answer).
    func map<Other: Sendable>(_ transform: (Value) -> Other) -> CachedAnswer<Other> {
        CachedAnswer<Other>(value: transform(value), fetchedAt: fetchedAt, isWhole: isWhole)
    }
}
