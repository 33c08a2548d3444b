import Foundation

/// What a `GET` of a route brought back, when it succeeded.
public enum APIOutcome: Sendable, Equatable {
    /// A 2xx: the whole body and the response's headers.
    case body(Data, headers: HTTPHeaders)
    /// A 304: the answer the request's validators describe has not changed.
    case notModified(headers: HTTPHeaders)
}
