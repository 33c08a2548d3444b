import Foundation

/// Keeps requests to each origin (scheme, host, port) under a rate: one ``TokenBucket`` per
/// origin, shared by every request that goes through this limiter, whichever client sends it.
/// Make one per process and hand its ``adapter(deadline:)`` to every client.
///
/// A request that would have to wait past its client's ``Deadline`` is not held: it fails at
/// once with ``MovieServiceError/timedOut``. When an origin answers 429 with `Retry-After`, no
/// request to it starts before that time has passed (the retry itself is left to ``RetryPolicy``).
public actor RateLimiter<C: Clock>: Sendable where C.Duration == Duration {
    /// Requests a second allowed to one origin, on average.
    public nonisolated let requestsPerSecond: Double
    /// Requests allowed to one origin at once after a quiet spell.
    public nonisolated let burst: Int
    private let clock: C
    private let start: C.Instant
    private var buckets: [APIOrigin: TokenBucket] = [:]

    /// - Parameters:
    ///   - requestsPerSecond: the average rate allowed to each origin; above zero.
    ///   - burst: how many requests may go at once after a quiet spell, at least one. In any
    ///     second at most `burst + requestsPerSecond` requests start.
    ///   - clock: the clock waits are measured and slept on.
    public init(requestsPerSecond: Double, burst: Int, clock: C) {
        self.requestsPerSecond = requestsPerSecond
        self.burst = max(1, burst)
        self.clock = clock
        self.start = clock.now
    }

    /// An interceptor that holds each request until its origin's bucket lets it go, and holds
    /// the origin when it answers 429 with `Retry-After`; it never retries by itself.
    /// - Parameter deadline: the client's deadline; a request that would wait past it fails.
    public nonisolated func adapter(deadline: Deadline = .never) -> some RequestInterceptor {
        Adapter(limiter: self, deadline: deadline)
    }

    /// Returns when a request to `origin` may start.
    /// - Throws: ``MovieServiceError/timedOut`` at once when that would be past `deadline`, and
    ///   ``MovieServiceError/unreachable(_:)`` when the wait is cancelled.
    public func permit(for origin: APIOrigin, deadline: Deadline) async throws(MovieServiceError) {
        let now = start.duration(to: clock.now)
        var bucket = buckets[origin] ?? TokenBucket(rate: requestsPerSecond, capacity: burst, now: now)
        let wait = bucket.take(at: now)
        buckets[origin] = bucket
        guard wait > .zero else { return }
        guard !deadline.isPassed(after: wait) else {
            buckets[origin]?.giveBack(at: now)
            throw .timedOut
        }
        do {
            try await clock.sleep(for: wait)
        } catch {
            buckets[origin]?.giveBack(at: start.duration(to: clock.now))
            throw .unreachable("the request was cancelled")
        }
    }

    /// The longest an origin is held for one `Retry-After`; a longer one fails the request (see
    /// ``RetryPolicy/maximumRetryAfter``) without stalling every other request for it.
    public static var maximumHold: Duration { RetryPolicy.defaultMaximumRetryAfter }

    /// Lets no request to `origin` start within `delay` (at most ``maximumHold``) from now.
    public func hold(_ origin: APIOrigin, for delay: Duration) {
        let delay = min(delay, Self.maximumHold)
        let now = start.duration(to: clock.now)
        var bucket = buckets[origin] ?? TokenBucket(rate: requestsPerSecond, capacity: burst, now: now)
        bucket.hold(until: now + delay, now: now)
        buckets[origin] = bucket
    }

    private struct Adapter: RequestInterceptor {
        let limiter: RateLimiter
        let deadline: Deadline

        func adapt(_ request: HTTPRequest) async throws(MovieServiceError) -> HTTPRequest {
            if let origin = APIOrigin(request.url) {
                try await limiter.permit(for: origin, deadline: deadline)
            }
            return request
        }

        func retry(_ request: HTTPRequest, dueTo failure: RequestFailure) async -> RetryDecision {
            if case .response(let response) = failure, response.status == 429, let origin = APIOrigin(request.url),
                let header = response.headers["Retry-After"],
                let retryAfter = RetryAfter(header, now: MoviesClock.now())
            {
                await limiter.hold(origin, for: retryAfter.delay)
            }
            return .doNotRetry
        }
    }
}

extension RateLimiter where C == ContinuousClock {
    /// A limiter on the system's monotonic clock.
    public init(requestsPerSecond: Double, burst: Int) {
        self.init(requestsPerSecond: requestsPerSecond, burst: burst, clock: ContinuousClock())
    }
}
