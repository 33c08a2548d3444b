import Foundation
import Logging

extension APIClient {
    /// A client for TMDB at `baseURL` (by default ``TMDBMovieService/defaultBaseURL``) that:
    /// - signs each request to that origin, and only to it, with `credential` (a read access
    ///   token as `Authorization: Bearer`, a v3 key as `api_key`); with no credential, fails
    ///   every request before it is sent with ``MovieServiceError/credentialMissing(_:)``;
    /// - keeps under `rateLimiter`'s rate (by default a new limiter at
    ///   ``TMDBMovieService/defaultRequestsPerSecond``; pass one limiter to every client of a
    ///   process so they share it), and holds the origin when it answers 429 with `Retry-After`;
    /// - reads TMDB's error bodies (a 401 fails with ``MovieServiceError/authenticationFailed(_:)``
    ///   in TMDB's words) and retries as `retryPolicy` says (429 after `Retry-After`);
    /// - starts no request, and waits for none, past `deadline`.
    public static func tmdb(
        baseURL: URL = TMDBMovieService.defaultBaseURL, credential: TMDBCredential?, transport: any HTTPTransport,
        rateLimiter: RateLimiter<ContinuousClock> = RateLimiter(
            requestsPerSecond: TMDBMovieService.defaultRequestsPerSecond, burst: TMDBMovieService.defaultBurst),
        retryPolicy: RetryPolicy = RetryPolicy(), deadline: Deadline = .never,
        logger: Logger = Logger(label: "movies.api")
    ) -> APIClient {
        let origin = APIOrigin(baseURL) ?? APIOrigin(TMDBMovieService.defaultBaseURL)
        var adapters: [any RequestAdapter] = []
        var retriers: [any RequestRetrier] = []
        if let origin {
            adapters.append(TMDBCredentialAdapter(credential: credential, origin: origin, logger: logger))
            retriers.append(TMDBErrorReader(origin: origin, credential: credential))
        }
        let limiter = rateLimiter.adapter(deadline: deadline)
        adapters.append(limiter)
        retriers += [limiter, retryPolicy]
        return APIClient(
            baseURL: baseURL, transport: transport, interceptor: Interceptor(adapters: adapters, retriers: retriers),
            deadline: deadline, logger: logger)
    }
}
