import Foundation

/// One question a ``CachingMovieService`` can answer, as the steps it takes: read the cached
/// answer, ask the API (on a condition), save a new answer, renew a confirmed one.
struct CachedQuestion<Value: Sendable>: Sendable {
    let route: APIRoute
    let cached: @Sendable () throws(CacheError) -> (value: Value, fetchedAt: Date)?
    let fetch: @Sendable (ResponseFreshness?) async throws(MovieServiceError) -> Revalidation<Value>
    let save: @Sendable (Value, Date, ResponseFreshness?) throws(CacheError) -> Void
}
