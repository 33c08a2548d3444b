import Foundation

/// One question a ``CachingMovieService`` can answer, as the steps it takes: read the cached
/// answer, ask the API (on a condition), save a new answer, renew a confirmed one.
struct CachedQuestion<Value: Sendable>: Sendable {
    /// The question, as the cache keys it.
    let asked: MovieQuestion
    let cached: @Sendable () throws(CacheError) -> CachedAnswer<Value>?
    /// How the source is asked; `nil` when it cannot be (a search of a source without one), and
    /// the cache's answer is the only one.
    let fetch: (@Sendable (ResponseFreshness?) async throws(MovieServiceError) -> Revalidation<Value>)?
    let save: @Sendable (Value, Date, ResponseFreshness?) throws(CacheError) -> Void
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
