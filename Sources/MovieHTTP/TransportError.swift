/// Why a transport could not deliver a response.
public enum TransportError: Error, Sendable, Equatable, Codable {
    /// No connection could be made: offline, unknown host, connection refused.
    case unreachable(String)
    /// The connection broke before the whole response arrived.
    case connectionLost(String)
    /// No response arrived within the allowed time.
    case timedOut
    /// The request was cancelled by its caller.
    case cancelled
    /// The body was larger than the transport accepts (`limit` bytes); the rest was not read.
    case tooLarge(limit: Int)
    /// The body could not be written to the request's ``HTTPRequest/bodyDestination``: the file
    /// and why (`/x/title.basics.tsv.gz.part: No space left on device`).
    case cannotWriteBody(String)

    /// The kinds of transport error, without their details, for naming sets of them.
    public enum Code: Sendable, Hashable, CaseIterable {
        case unreachable, connectionLost, timedOut, cancelled, tooLarge, cannotWriteBody
    }

    /// This error's kind.
    public var code: Code {
        switch self {
        case .unreachable: .unreachable
        case .connectionLost: .connectionLost
        case .timedOut: .timedOut
        case .cancelled: .cancelled
        case .tooLarge: .tooLarge
        case .cannotWriteBody: .cannotWriteBody
        }
    }
}
