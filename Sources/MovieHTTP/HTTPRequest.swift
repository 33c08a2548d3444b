import Foundation

/// A request as the API layer builds it, independent of how it is sent.
public struct HTTPRequest: Sendable, Equatable {
    /// The request methods the API layer uses.
    public enum Method: String, Sendable, Codable {
        case get = "GET"
        case head = "HEAD"
        case post = "POST"
        case delete = "DELETE"
    }

    public var method: Method
    public var url: URL
    public var headers: HTTPHeaders
    /// The body sent (a `POST`'s or `DELETE`'s JSON, say); empty for none.
    public var body: Data
    /// Which attempt at this request this is: 1 for the first send, 2 for the first retry.
    /// Redirects keep the count; only retries raise it.
    public var attempt: Int
    /// The same for every attempt and redirect of one request, so interceptors can tell requests apart.
    public let id: UUID
    /// A file for the body of a 2xx answer, for bodies too large to hold (IMDb's datasets): a
    /// transport that honours it writes the body into this file as it arrives (created, or emptied
    /// first), undecoded (no `Content-Encoding` is asked for), and returns an empty ``HTTPResponse/body``;
    /// one that does not returns the body as usual. Any other status keeps its body in the response.
    /// `nil`, the default, for a body in memory.
    public var bodyDestination: URL?
    /// The most bytes written to ``bodyDestination``: a 2xx body announced longer fails before
    /// it is written, one that arrives longer (without end, say) stops there, both with
    /// ``TransportError/tooLarge(limit:)``; the file may keep what had arrived. `nil`, the
    /// default, for no limit.
    public var bodyDestinationLimit: Int?

    public init(
        method: Method = .get, url: URL, headers: HTTPHeaders = [:], body: Data = Data(), attempt: Int = 1,
        id: UUID = UUID(), bodyDestination: URL? = nil, bodyDestinationLimit: Int? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.attempt = attempt
        self.id = id
        self.bodyDestination = bodyDestination
        self.bodyDestinationLimit = bodyDestinationLimit
    }
}
