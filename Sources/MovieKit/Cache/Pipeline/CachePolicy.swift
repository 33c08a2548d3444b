import Foundation

/// How a ``CachingMovieService`` divides a question between its cache and the API.
public enum CachePolicy: Sendable, Equatable {
    /// The cached answer at once, then the API's (two callbacks). The default. When the API said
    /// (with `Cache-Control: max-age`) that the cached answer is still fresh, that answer comes
    /// alone as ``Answer/recent(_:fetchedAt:)`` and the API is not asked.
    case cacheThenNetwork
    /// A cached answer at most `maxAge` seconds old is the only answer
    /// (``Answer/recent(_:fetchedAt:)``); an older or missing one is answered as under
    /// ``cacheThenNetwork``, so it still stands in when the API fails.
    case cacheElseNetwork(maxAge: TimeInterval)
    /// The cached answer only; the API is never asked (one callback).
    case cacheOnly
    /// The API's answer only, still saved to the cache (one callback).
    case networkOnly

    /// Whether the cached answer is delivered before (or instead of) the API's.
    var readsCacheFirst: Bool {
        self != .networkOnly
    }
}
