import Foundation
import Logging

extension APIClient {
    /// A client for the API at `baseURL` that signs requests with a bearer token from the API's
    /// `auth` route once the API asks for one (a 401), keeps the token in `tokenStore`, and
    /// retries as `retryPolicy` says; every request, the `auth` one included, ends by `deadline`.
    public static func authenticated(
        baseURL: URL, transport: any HTTPTransport, tokenStore: (any TokenStore)?,
        retryPolicy: RetryPolicy = RetryPolicy(),
        deadline: Deadline = .never, logger: Logger = Logger(label: "movies.api")
    ) -> APIClient {
        guard let origin = APIOrigin(baseURL) else {
            return APIClient(
                baseURL: baseURL, transport: transport, interceptor: retryPolicy, deadline: deadline, logger: logger)
        }
        let authClient = APIClient(
            baseURL: baseURL, transport: transport, interceptor: retryPolicy, deadline: deadline, logger: logger)
        let authenticator = BearerTokenAuthenticator(
            origin: origin, authClient: authClient, store: tokenStore, logger: logger)
        let authentication = AuthenticationInterceptor(
            authenticator: authenticator, credential: tokenStore?.token(for: origin), logger: logger)
        return APIClient(
            baseURL: baseURL, transport: transport,
            interceptor: Interceptor(interceptors: [authentication, retryPolicy]),
            deadline: deadline, logger: logger)
    }
}
