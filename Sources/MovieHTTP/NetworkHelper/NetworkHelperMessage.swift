import Foundation

/// What `movies` and its network helper say to each other, one message per frame.
///
/// The helper is a separate process so that the cache-hit path never loads the networking stack
/// (FoundationNetworking and libcurl with its dependencies cost every run several milliseconds,
/// even runs that never touch the network), the way git keeps libcurl in `git-remote-https`.
public enum NetworkHelperMessage: Codable, Sendable, Equatable {
    /// Send a request (its body, if any, travels in the frame after this message); the answer
    /// comes back as `response` or `failure` with the same `id`. With
    /// `bodyDestination` (a file's path), a 2xx body is written there, at most `bodyLimit` bytes
    /// of it, and a `head` comes first.
    case request(
        id: UInt64, method: HTTPRequest.Method, url: URL, headers: [[String]], bodyDestination: String?,
        bodyLimit: Int?)
    /// The caller gave up on request `id`.
    case cancel(id: UInt64)
    /// The status and headers of the answer to request `id` (one with a `bodyDestination`), sent
    /// as soon as they arrive, before its body is written.
    case head(id: UInt64, status: Int, headers: [[String]])
    /// The response to request `id`; its body travels in the frame after this message.
    case response(id: UInt64, status: Int, headers: [[String]])
    /// Request `id` got no response.
    case failure(id: UInt64, error: TransportError)

    /// The request this message carries, if it is one.
    public var request: (id: UInt64, request: HTTPRequest)? {
        guard case .request(let id, let method, let url, let headers, let destination, let limit) = self else {
            return nil
        }
        let request = HTTPRequest(
            method: method, url: url, headers: HTTPHeaders(pairs: headers),
            bodyDestination: destination.map { URL(fileURLWithPath: $0) }, bodyDestinationLimit: limit)
        return (id, request)
    }

    /// A `request` message for `request`.
    public static func request(id: UInt64, _ request: HTTPRequest) -> NetworkHelperMessage {
        .request(
            id: id, method: request.method, url: request.url, headers: request.headers.pairs,
            bodyDestination: request.bodyDestination?.path, bodyLimit: request.bodyDestinationLimit)
    }

    /// A `head` message for `head`.
    public static func head(id: UInt64, _ head: HTTPResponseHead) -> NetworkHelperMessage {
        .head(id: id, status: head.status, headers: head.headers.pairs)
    }

    /// A `response` message for `response` (its body goes in the frame).
    public static func response(id: UInt64, _ response: HTTPResponse) -> NetworkHelperMessage {
        .response(id: id, status: response.status, headers: response.headers.pairs)
    }
}

extension HTTPHeaders {
    /// The fields as `[name, value]` pairs, in order.
    package var pairs: [[String]] { map { [$0.name, $0.value] } }

    /// Headers from `[name, value]` pairs; anything else is skipped.
    package init(pairs: [[String]]) {
        self.init()
        for pair in pairs where pair.count == 2 { self[pair[0]] = pair[1] }
    }
}
