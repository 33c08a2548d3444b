import Foundation

/// One resource of an API as the client asks for it: a path relative to the base URL, a query,
/// and what it is in words for error messages. Each source builds its own from the domain's
/// questions (``DemoRoute``, ``TMDBEndpoint``).
public struct APIEndpoint: Sendable, Hashable, CustomStringConvertible {
    /// The path relative to the API's base URL, without a leading slash, like `movie/550`.
    public var path: String
    /// The query's items in order; empty for none.
    public var query: [URLQueryItem]
    /// What the endpoint asks for, as in "movie 550"; errors name it this way.
    public var description: String
    /// The media types it answers with, as `Accept` says them.
    public var accepts: String

    public init(path: String, query: [URLQueryItem] = [], description: String, accepts: String = "application/json") {
        self.path = path
        self.query = query
        self.description = description
        self.accepts = accepts
    }

    /// The endpoint's URL under `baseURL`, which may carry a path prefix, with or without a
    /// trailing slash; the two are joined by exactly one slash, and the query follows.
    public func url(relativeTo baseURL: URL) -> URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let url = URL(string: base + "/" + path) ?? baseURL.appendingPathComponent(path)
        guard !query.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return url
        }
        let encoded = query.map { Self.percentEncoded($0.name) + "=" + Self.percentEncoded($0.value ?? "") }
        components.percentEncodedQuery = ([components.percentEncodedQuery].compactMap { $0 } + encoded)
            .joined(separator: "&")
        return components.url ?? url
    }

    /// The characters a query's names and values keep as they are: RFC 3986's unreserved ones.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `text` percent-encoded once, every byte but the unreserved ones: what a person types
    /// (`&`, `#`, `%`, `+`, `/`, `=`, quotes, emoji) reaches the API as typed, and `+` is never
    /// read as a space.
    static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
