import Foundation
import MovieKit
import Synchronization

/// An ``HTTPTransport`` that answers from a script and remembers every request it was sent.
public final class StubTransport: HTTPTransport {
    public typealias Reply = @Sendable (HTTPRequest) throws(TransportError) -> HTTPResponse

    private let reply: Reply
    private let sent = Mutex<[HTTPRequest]>([])

    public init(_ reply: @escaping Reply) {
        self.reply = reply
    }

    /// Always answers `status` with `body`.
    public convenience init(status: Int = 200, body: String, headers: HTTPHeaders = [:]) {
        self.init { _ throws(TransportError) in HTTPResponse(status: status, headers: headers, body: Data(body.utf8)) }
    }

    /// Always fails with `error`.
    public convenience init(failing error: TransportError) {
        self.init { _ throws(TransportError) in throw error }
    }

    /// The requests sent so far, oldest first.
    public var requests: [HTTPRequest] { sent.withLock { $0 } }

    /// The scripted reply; a 2xx body goes into the request's ``HTTPRequest/bodyDestination``
    /// when it has one, as the network helper writes it.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        sent.withLock { $0.append(request) }
        var response = try reply(request)
        if let destination = request.bodyDestination, response.isSuccess {
            try FixtureTransport.write(response.body, to: destination)
            response.body = Data()
        }
        return response
    }
}

/// The JSON the API would serve for `value`.
public func apiJSON(_ value: some Encodable) -> String {
    let data = (try? APICoding.makeEncoder().encode(value)) ?? Data()
    return String(decoding: data, as: UTF8.self)
}
