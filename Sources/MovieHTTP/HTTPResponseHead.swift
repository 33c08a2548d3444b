import Foundation

/// The start of a response, known before its body: the status and the headers.
public struct HTTPResponseHead: Sendable, Equatable {
    public var status: Int
    public var headers: HTTPHeaders

    public init(status: Int, headers: HTTPHeaders = [:]) {
        self.status = status
        self.headers = headers
    }

    /// The length the headers declare for the body (`Content-Length`), when they declare one.
    public var contentLength: Int? {
        headers["Content-Length"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap {
            $0 >= 0 ? $0 : nil
        }
    }
}
