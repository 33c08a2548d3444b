import Foundation

/// An ``HTTPTransport`` that answers in-process from a table of files, as a static web site
/// serving them would: `GET` of a file's path gives its contents, anything else a 404. A request
/// with a ``HTTPRequest/bodyDestination`` has the file written there, and an empty body back.
public struct FixtureTransport: HTTPTransport {
    private let files: [String: Data]

    /// - Parameter files: file contents keyed by URL path without the leading slash,
    ///   like `api/movies/1`.
    public init(files: [String: Data]) {
        self.files = files
    }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        var path = request.url.path
        while path.hasPrefix("/") { path.removeFirst() }
        guard request.method == .get || request.method == .head, let body = files[path] else {
            return HTTPResponse(status: 404, headers: ["Content-Type": "text/plain"], body: Data("Not Found\n".utf8))
        }
        if request.method == .get, let destination = request.bodyDestination {
            if let limit = request.bodyDestinationLimit, body.count > limit { throw .tooLarge(limit: limit) }
            try Self.write(body, to: destination)
            return HTTPResponse(status: 200, headers: ["Content-Length": String(body.count)])
        }
        return HTTPResponse(
            status: 200,
            headers: ["Content-Type": "application/json"],
            body: request.method == .head ? Data() : body
        )
    }

    /// Writes `body` into `destination`, as a transport that honours a body destination does.
    /// - Throws: ``TransportError/cannotWriteBody(_:)`` naming the file and why.
    package static func write(_ body: Data, to destination: URL) throws(TransportError) {
        do {
            try body.write(to: destination)
        } catch {
            throw .cannotWriteBody("\(destination.path): \(error.localizedDescription)")
        }
    }
}
