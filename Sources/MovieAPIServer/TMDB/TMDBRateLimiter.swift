import Synchronization

/// Lets at most `limit` requests through in any rolling second, by a clock: it remembers when
/// the last `limit` requests it let through arrived, and refuses a request while the oldest of
/// them is less than a second old.
final class TMDBRateLimiter: Sendable {
    /// What the limiter said to one request.
    enum Decision: Equatable {
        case allowed
        /// Refused; `count` is how many requests arrived in the last second, this one included.
        case refused(count: Int)
    }

    private struct State {
        /// When the allowed requests arrived, oldest first once `allowed.count == limit`.
        var allowed: [Duration] = []
        var next = 0
        /// When refused requests arrived in the last second, to tell their count.
        var refused: [Duration] = []
    }

    let limit: Int
    private let window = Duration.seconds(1)
    private let elapsed: @Sendable () -> Duration
    private let state = Mutex(State())

    /// - Parameter limit: requests allowed per rolling second; more than 0.
    init(limit: Int, clock: some Clock<Duration>) {
        self.limit = max(limit, 1)
        elapsed = Self.elapsedTime(on: clock)
    }

    private static func elapsedTime<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }

    /// Counts a request arriving now and says whether it may go on.
    func admit() -> Decision {
        let now = elapsed()
        return state.withLock { state in
            if state.allowed.count < limit {
                state.allowed.append(now)
                return .allowed
            }
            if now - state.allowed[state.next] >= window {
                state.allowed[state.next] = now
                state.next = (state.next + 1) % limit
                return .allowed
            }
            state.refused.removeAll { now - $0 >= window }
            state.refused.append(now)
            let allowedInWindow = state.allowed.count { now - $0 < window }
            return .refused(count: allowedInWindow + state.refused.count)
        }
    }
}
