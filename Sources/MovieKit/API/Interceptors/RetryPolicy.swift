import Foundation

/// Retries what retrying can fix: idempotent requests that failed with a transient status or
/// transport error, with exponential backoff and jitter, honouring `Retry-After` up to a cap.
///
/// It never retries other 4xx statuses, bad data, an unknown host or a refused connection, nor
/// more than ``retryLimit`` times. A `Retry-After` longer than ``maximumRetryAfter`` fails the
/// request with an error saying when the API asked to be tried again.
public struct RetryPolicy: RequestInterceptor {
    /// At most this many retries by default (so four attempts in all).
    public static let defaultRetryLimit = 3
    /// The first backoff delay by default; each retry doubles it.
    public static let defaultInitialDelay: Duration = .milliseconds(250)
    /// How much longer than the previous each backoff delay is, by default.
    public static let defaultMultiplier = 2.0
    /// The longest `Retry-After` waited for, by default.
    public static let defaultMaximumRetryAfter: Duration = .seconds(5)
    /// Methods that may be sent twice without harm.
    public static let defaultRetryableMethods: Set<HTTPRequest.Method> = [.get, .head]
    /// Statuses that say "try again later": timeout, too many requests, server errors a retry may cure.
    public static let defaultRetryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]
    /// Transport errors a second attempt may not meet.
    public static let defaultRetryableTransportErrors: Set<TransportError.Code> = [.timedOut, .connectionLost]

    /// The most retries of one request (so `retryLimit + 1` attempts).
    public let retryLimit: Int
    /// The delay before the first retry, before jitter.
    public let initialDelay: Duration
    /// How much longer each backoff delay is than the one before.
    public let multiplier: Double
    /// The fraction of each backoff delay that is random: 0 waits exactly, 0.5 waits between
    /// half and all of it, so clients that failed together do not retry together.
    public let jitter: Double
    /// The longest `Retry-After` waited for; a longer one fails the request at once.
    public let maximumRetryAfter: Duration
    /// The methods retried; others fail at the first failure.
    public let retryableMethods: Set<HTTPRequest.Method>
    /// The statuses retried.
    public let retryableStatusCodes: Set<Int>
    /// The transport errors retried.
    public let retryableTransportErrors: Set<TransportError.Code>
    private let now: @Sendable () -> Date

    /// - Parameter now: the wall clock `Retry-After` dates are measured against.
    public init(
        retryLimit: Int = RetryPolicy.defaultRetryLimit,
        initialDelay: Duration = RetryPolicy.defaultInitialDelay,
        multiplier: Double = RetryPolicy.defaultMultiplier,
        jitter: Double = 0.5,
        maximumRetryAfter: Duration = RetryPolicy.defaultMaximumRetryAfter,
        retryableMethods: Set<HTTPRequest.Method> = RetryPolicy.defaultRetryableMethods,
        retryableStatusCodes: Set<Int> = RetryPolicy.defaultRetryableStatusCodes,
        retryableTransportErrors: Set<TransportError.Code> = RetryPolicy.defaultRetryableTransportErrors,
        now: @escaping @Sendable () -> Date = { MoviesClock.now() }
    ) {
        self.retryLimit = max(0, retryLimit)
        self.initialDelay = initialDelay
        self.multiplier = max(1, multiplier)
        self.jitter = min(1, max(0, jitter))
        self.maximumRetryAfter = maximumRetryAfter
        self.retryableMethods = retryableMethods
        self.retryableStatusCodes = retryableStatusCodes
        self.retryableTransportErrors = retryableTransportErrors
        self.now = now
    }

    public func retry(_ request: HTTPRequest, dueTo failure: RequestFailure) async -> RetryDecision {
        guard retryableMethods.contains(request.method), request.attempt <= retryLimit else { return .doNotRetry }
        switch failure {
        case .transport(let error):
            return retryableTransportErrors.contains(error.code)
                ? .retryAfter(backoff(afterAttempt: request.attempt)) : .doNotRetry
        case .response(let response):
            guard retryableStatusCodes.contains(response.status) else { return .doNotRetry }
            guard let header = response.headers["Retry-After"], let retryAfter = RetryAfter(header, now: now()) else {
                return .retryAfter(backoff(afterAttempt: request.attempt))
            }
            guard retryAfter.delay <= maximumRetryAfter else {
                return .doNotRetryWithError(.httpStatus(response.status, retryAfter: retryAfter.description))
            }
            return .retryAfter(retryAfter.delay)
        }
    }

    /// The delay before the retry that follows attempt `attempt` (1 for the first): the initial
    /// delay times the multiplier to the power of the retries so far, less a random part.
    public func backoff(afterAttempt attempt: Int) -> Duration {
        let full = initialDelay * pow(multiplier, Double(max(0, attempt - 1)))
        return full * (1 - jitter * Double.random(in: 0..<1))
    }
}
