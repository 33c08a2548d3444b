import Foundation

/// Adds a linked account's `session_id` to each request to TMDB's origin, and only to those,
/// after the credential: a request to any other origin goes without it. The item is one of
/// ``Redaction/secretQueryItems``, so logs and errors never show its value.
public struct TMDBSessionAdapter: RequestAdapter {
    /// The only origin the session goes to.
    public let origin: APIOrigin
    private let session: String

    public init(session: String, origin: APIOrigin) {
        self.session = session
        self.origin = origin
    }

    public func adapt(_ request: HTTPRequest) async throws(MovieServiceError) -> HTTPRequest {
        var request = request
        guard APIOrigin(request.url) == origin,
            var components = URLComponents(url: request.url, resolvingAgainstBaseURL: true)
        else { return request }
        let kept = (components.percentEncodedQueryItems ?? []).filter { $0.name != "session_id" }
        components.percentEncodedQueryItems =
            kept + [URLQueryItem(name: "session_id", value: APIEndpoint.percentEncoded(session))]
        request.url = components.url ?? request.url
        return request
    }
}
