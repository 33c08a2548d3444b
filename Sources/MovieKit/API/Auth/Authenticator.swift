/// What ``AuthenticationInterceptor`` needs to know about one kind of credential: how to sign a
/// request with it, how to get a new one, and how to tell that a failure was its fault.
public protocol Authenticator: Sendable {
    /// The credential, like a bearer token. Equal credentials sign requests alike.
    associatedtype Credential: Sendable & Equatable

    /// `request` signed with `credential`, or unchanged when the credential must not go where
    /// the request is going (another origin).
    func apply(_ credential: Credential, to request: HTTPRequest) -> HTTPRequest

    /// A new credential to replace `credential` (`nil` when there is none yet).
    /// - Throws: ``MovieServiceError/authenticationFailed(_:)`` saying why none could be had.
    func refresh(_ credential: Credential?) async throws(MovieServiceError) -> Credential

    /// Whether `request` failed with `response` because of its credential (or the lack of one),
    /// so that a new credential may cure it.
    func didRequest(_ request: HTTPRequest, with response: HTTPResponse, failDueToAuthenticationError: Void) -> Bool

    /// Whether `request` was signed with `credential`.
    func isRequest(_ request: HTTPRequest, authenticatedWith credential: Credential) -> Bool
}
