import Foundation

/// What the API said about one answer: how to ask whether it changed (`ETag`, `Last-Modified`),
/// and for how long it stays fresh (`Cache-Control: max-age`).
public struct ResponseFreshness: Sendable, Hashable {
    /// The entity tag, exactly as the API sent it (quotes and `W/` included).
    public var etag: String?
    /// The `Last-Modified` date, exactly as the API sent it.
    public var lastModified: String?
    /// Seconds the answer stays fresh after it was fetched; `nil` when the API did not say.
    public var maxAge: TimeInterval?

    public init(etag: String? = nil, lastModified: String? = nil, maxAge: TimeInterval? = nil) {
        self.etag = etag
        self.lastModified = lastModified
        self.maxAge = maxAge
    }

    /// Nothing known: no validators, no max age.
    public static let unknown = ResponseFreshness()

    /// Whether a conditional request can be made with these validators.
    public var canRevalidate: Bool { etag != nil || lastModified != nil }
}

/// A movie that came, as one of a list's, from a response of its own, and knows what the API said
/// of that response. The cache keeps it as the movie's own, so that asking for the movie next
/// revalidates it (or, within its max age, does not ask) as if it had been asked for alone.
protocol MovieWithOwnFreshness: Movie {
    var ownFreshness: ResponseFreshness? { get }
}
