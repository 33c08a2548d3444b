/// A token bucket: it holds up to ``capacity`` tokens and gains ``rate`` a second; each request
/// takes one. Taking from an empty bucket reserves the next token to come and says how long to
/// wait for it, so requests that arrive together are spread out, first come first served.
///
/// The API can ask for a pause (``hold(until:now:)``): nothing is let go before it ends.
///
/// Time is given, not read: a ``Duration`` since any fixed moment, so the arithmetic is tested
/// without a clock.
public struct TokenBucket: Sendable, Equatable {
    /// Tokens gained a second.
    public let rate: Double
    /// The most tokens held, so the most requests sent at once after a quiet spell.
    public let capacity: Double
    /// Tokens held now; below zero when that many are reserved by requests waiting for them.
    public private(set) var tokens: Double
    private var updated: Duration

    /// A full bucket at `now`.
    /// - Parameters:
    ///   - rate: tokens gained a second; above zero.
    ///   - capacity: the most tokens held; at least one.
    public init(rate: Double, capacity: Int, now: Duration = .zero) {
        self.rate = max(rate, .leastNonzeroMagnitude)
        self.capacity = Double(max(1, capacity))
        self.tokens = self.capacity
        self.updated = now
    }

    /// Takes a token at `now` and says how long its taker must wait before using it: zero when
    /// the bucket held one.
    public mutating func take(at now: Duration) -> Duration {
        refill(at: now)
        tokens -= 1
        let held = updated > now ? updated - now : .zero
        // Whole nanoseconds, so that the arithmetic's rounding errors do not show.
        return tokens < 0 ? held + .nanoseconds(Int64((-tokens / rate * 1e9).rounded())) : held
    }

    /// Lets no token go before `resume` (the API asked to be left alone until then): the bucket
    /// is emptied and starts refilling at `resume`. Tokens already reserved keep their turn.
    public mutating func hold(until resume: Duration, now: Duration) {
        refill(at: now)
        tokens = min(tokens, 0)
        updated = max(updated, resume)
    }

    /// Gives back a token taken at `now` that will not be used (its request was dropped).
    public mutating func giveBack(at now: Duration) {
        refill(at: now)
        tokens = min(capacity, tokens + 1)
    }

    private mutating func refill(at now: Duration) {
        guard now > updated else { return }
        let elapsed = (now - updated).timeInterval
        tokens = min(capacity, tokens + elapsed * rate)
        updated = now
    }
}
