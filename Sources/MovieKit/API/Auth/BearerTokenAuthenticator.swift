import Foundation
import Logging

/// Signs requests to one API with a bearer token from its `auth` route, and keeps the token
/// in a ``TokenStore`` between runs.
///
/// The token goes only to the API's own origin (scheme, host and port): a request redirected
/// elsewhere goes unsigned. A 401 from that origin is blamed on the token. The `auth` request
/// goes through a client of its own, without this authenticator, so it never asks for a refresh.
public struct BearerTokenAuthenticator: Authenticator {
    /// The only origin the token is sent to.
    public let origin: APIOrigin
    private let authClient: APIClient
    private let store: (any TokenStore)?
    private let logger: Logger
    private let plainHTTPWarning = OnceFlag()

    /// - Parameters:
    ///   - origin: the only origin the token is sent to.
    ///   - authClient: fetches the `auth` route; give it retries but no authenticator.
    ///   - store: where a new token is saved for the next run.
    public init(
        origin: APIOrigin, authClient: APIClient, store: (any TokenStore)?,
        logger: Logger = Logger(label: "movies.auth")
    ) {
        self.origin = origin
        self.authClient = authClient
        self.store = store
        self.logger = logger
    }

    public func apply(_ credential: BearerToken, to request: HTTPRequest) -> HTTPRequest {
        guard APIOrigin(request.url) == origin else { return request }
        warnOnceIfInTheClear()
        var request = request
        request.headers["Authorization"] = credential.headerValue
        return request
    }

    public func refresh(_ credential: BearerToken?) async throws(MovieServiceError) -> BearerToken {
        let body: Data
        do {
            body = try await authClient.body(of: .auth)
        } catch {
            throw .authenticationFailed("could not get a token from the API's auth route: \(error)")
        }
        guard let token = BearerToken(String(decoding: body, as: UTF8.self)) else {
            throw .authenticationFailed("the API's auth route sent no usable token")
        }
        if let store {
            do {
                try store.save(token, for: origin)
            } catch {
                logger.warning("the API token could not be kept for the next run: \(error)")
            }
        }
        return token
    }

    public func didRequest(
        _ request: HTTPRequest, with response: HTTPResponse, failDueToAuthenticationError: Void
    ) -> Bool {
        response.status == 401 && APIOrigin(request.url) == origin
    }

    public func isRequest(_ request: HTTPRequest, authenticatedWith credential: BearerToken) -> Bool {
        request.headers["Authorization"] == credential.headerValue
    }

    private func warnOnceIfInTheClear() {
        guard origin.scheme == "http", !origin.isLoopback else { return }
        if plainHTTPWarning.isFirstTime() {
            logger.warning(
                "sending the API token over plain http to \(origin.host); anyone on the network can read it (use https)"
            )
        }
    }
}
