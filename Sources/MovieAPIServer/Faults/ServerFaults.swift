import Foundation

/// How the fixture server misbehaves on purpose, so clients can be tested against a real
/// network's failures. The default misbehaves in no way.
public struct ServerFaults: Sendable {
    /// Answer 401 to API requests without a valid `Authorization: Bearer` token, and issue
    /// fresh tokens on the `auth` route.
    public var requireToken = false
    /// How long an issued token stays valid; `nil` for ever.
    public var tokenTTL: Duration?
    /// How long to wait before answering each request.
    public var latency: Duration = .zero
    /// Fail this many requests first, with ``failStatus``.
    public var failFirst = 0
    /// Fail this fraction (0…1) of the other requests at random, with ``failStatus``.
    public var failRate = 0.0
    /// The status failed requests get.
    public var failStatus = 503
    /// The `Retry-After` (in seconds) failed requests carry, if any.
    public var retryAfter: Int?
    /// Close the connection half way through the body of this fraction (0…1) of the answers.
    public var dropRate = 0.0
    /// Seeds the random choices, so a run can be repeated.
    public var seed: UInt64 = 1
    /// The clock latency and token expiry are measured by.
    public var clock: any Clock<Duration> = ContinuousClock()
    /// The date and time it is when the server starts: the TMDB dialect's today (now playing,
    /// upcoming, the day's trend) is this plus the time ``clock`` has moved since. Now by default.
    public var calendarStart = Date()

    public init() {}

    /// Whether any fault is switched on.
    public var isActive: Bool {
        requireToken || latency > .zero || failFirst > 0 || failRate > 0 || dropRate > 0
    }
}
