import Foundation

/// A webhook request `movies-listen` received, handed to `movies listen` as one JSON line on the
/// helper's standard output; the answer comes back as a ``HookAnswer`` line on its standard input.
/// The helper reads no body past ``maximumBodySize`` and answers such a request 413 itself.
public struct HookDelivery: Codable, Sendable, Equatable {
    /// The largest body the helper reads: 1 MiB, far above any server's webhook.
    public static let maximumBodySize = 1_048_576

    /// The line the helper prints first, once it listens: this, then its address (`HOST:PORT`).
    public static let listeningPrefix = "listening "
    /// The line the helper prints first when it cannot listen: this, then why.
    public static let failedPrefix = "failed "

    /// The request's number, which its answer carries.
    public var id: UInt64
    /// The request's path (`/hooks/SECRET/plex`), no query.
    public var path: String
    /// Its `Content-Type`, as sent.
    public var contentType: String?
    /// Its whole body.
    public var body: Data

    public init(id: UInt64, path: String, contentType: String?, body: Data) {
        self.id = id
        self.path = path
        self.contentType = contentType
        self.body = body
    }
}

/// What `movies listen` answers a ``HookDelivery``: the HTTP status and one line of text.
public struct HookAnswer: Codable, Sendable, Equatable {
    /// The delivery's number.
    public var id: UInt64
    public var status: Int
    public var text: String

    public init(id: UInt64, status: Int, text: String) {
        self.id = id
        self.status = status
        self.text = text
    }
}
