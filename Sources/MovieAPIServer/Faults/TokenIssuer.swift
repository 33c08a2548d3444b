import Synchronization

/// Issues bearer tokens and says whether one is still valid, by the time of a clock.
final class TokenIssuer: Sendable {
    private let elapsed: @Sendable () -> Duration
    private let ttl: Duration?
    private let random: SeededRandom
    private let issued = Mutex<[String: Duration]>([:])

    init(clock: some Clock<Duration>, ttl: Duration?, random: SeededRandom) {
        self.elapsed = Self.elapsedTime(on: clock)
        self.ttl = ttl
        self.random = random
    }

    /// The time since now on `clock`, as the clock tells it at each call.
    private static func elapsedTime<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }

    /// A new token, valid for the TTL from now.
    func issue() -> String {
        let suffix = String(UInt64(random.nextFraction() * Double(UInt32.max)), radix: 16)
        let now = elapsed()
        return issued.withLock { issued in
            let token = "token-\(issued.count + 1)-\(suffix)"
            issued[token] = now
            return token
        }
    }

    /// Whether `token` was issued here and has not expired.
    func isValid(_ token: String) -> Bool {
        guard let issuedAt = issued.withLock({ $0[token] }) else { return false }
        guard let ttl else { return true }
        return elapsed() - issuedAt < ttl
    }
}
