/// How a ``CachingMovieService`` divides a question between its cache and the API.
public enum CachePolicy: Sendable, Equatable {
    /// The cached answer at once, then the API's (two callbacks). The default.
    case cacheThenNetwork
    /// The cached answer only; the API is never asked (one callback).
    case cacheOnly
    /// The API's answer only, still saved to the cache (one callback).
    case networkOnly
}
