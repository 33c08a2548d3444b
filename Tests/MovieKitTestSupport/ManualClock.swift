import Synchronization

/// A clock that moves only when a test says so: sleepers wake when ``advance(by:)`` passes
/// their deadline, so expiry can be tested without waiting.
public final class ManualClock: Clock, Sendable {
    public struct Instant: InstantProtocol {
        public var offset: Duration

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [(deadline: Instant, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    public init() {}

    public var now: Instant { state.withLock { $0.now } }

    /// How many callers are asleep on this clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Waits (in real time, up to `limit`) until `count` callers are asleep on this clock.
    public func waitForSleepers(_ count: Int, limit: Duration = .seconds(10)) async {
        let end = ContinuousClock.now + limit
        while sleeperCount < count && ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Bool in
                if deadline <= state.now { return true }
                state.sleepers.append((deadline, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
        try Task.checkCancellation()
    }

    /// Moves time forward and wakes every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let woken = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due.map(\.continuation)
        }
        for continuation in woken { continuation.resume() }
    }
}
