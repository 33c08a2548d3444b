import Foundation

/// The moment by which a whole command must be done: no request starts after it and no
/// retry waits past it.
public struct Deadline: Sendable, Comparable {
    /// When the time is up.
    public let instant: ContinuousClock.Instant

    public init(_ instant: ContinuousClock.Instant) {
        self.instant = instant
    }

    /// The deadline `duration` from now.
    public static func after(_ duration: Duration) -> Deadline {
        Deadline(.now + duration)
    }

    /// A deadline that never comes, for callers with no time limit.
    public static let never = Deadline(.now + .seconds(100 * 365 * 86_400))

    /// The time left, zero once the deadline has passed.
    public var remaining: Duration {
        max(.zero, instant - .now)
    }

    /// Whether the deadline has passed.
    public var hasPassed: Bool { instant <= .now }

    /// Whether something starting after `delay` from now would start past the deadline.
    public func isPassed(after delay: Duration) -> Bool {
        .now + delay >= instant
    }

    public static func < (lhs: Deadline, rhs: Deadline) -> Bool {
        lhs.instant < rhs.instant
    }
}

extension Duration {
    /// This duration in seconds, with its fraction: the one conversion every user of a
    /// `Duration` in the package shares.
    package var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
