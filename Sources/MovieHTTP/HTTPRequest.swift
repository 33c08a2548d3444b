import Foundation

/// A request as the API layer builds it, independent of how it is sent.
public struct HTTPRequest: Sendable, Equatable {
    /// The request methods the API layer uses.
    public enum Method: String, Sendable, Codable {
        case get = "GET"
        case head = "HEAD"
        case post = "POST"
    }

    public var method: Method
    public var url: URL
    public var headers: HTTPHeaders
    /// Which attempt at this request this is: 1 for the first send, 2 for the first retry.
    /// Redirects keep the count; only retries raise it.
    public var attempt: Int
    /// The same for every attempt and redirect of one request, so interceptors can tell requests apart.
    public let id: UUID

    public init(method: Method = .get, url: URL, headers: HTTPHeaders = [:], attempt: Int = 1, id: UUID = UUID()) {
        self.method = method
        self.url = url
        self.headers = headers
        self.attempt = attempt
        self.id = id
    }
}
