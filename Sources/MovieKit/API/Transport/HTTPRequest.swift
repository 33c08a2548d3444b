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

    public init(method: Method = .get, url: URL, headers: HTTPHeaders = [:]) {
        self.method = method
        self.url = url
        self.headers = headers
    }
}
