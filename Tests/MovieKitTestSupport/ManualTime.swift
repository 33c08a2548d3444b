import Foundation
import Synchronization

/// A `now` that moves only when a test says so, a millisecond at a time, for what stamps its
/// changes with the time (your library): ``clock`` is what such a type is given. Its moments are
/// whole milliseconds, made as the library makes the moments it reads back, so they compare equal.
public final class ManualTime: Sendable {
    private let milliseconds: Mutex<Int64>

    /// Starts at `start` (by default 2026-03-10 09:30:00.250 UTC), to the millisecond.
    public init(_ start: Date = Date(timeIntervalSince1970: 1_773_135_000.25)) {
        milliseconds = Mutex(Int64((start.timeIntervalSince1970 * 1000).rounded()))
    }

    /// The time now.
    public var now: Date { at(0) }

    /// The moment `offset` milliseconds from now.
    public func at(_ offset: Int) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds.withLock { $0 } + Int64(offset)) / 1000)
    }

    /// Moves the time forward by `milliseconds`.
    public func advance(milliseconds count: Int) {
        milliseconds.withLock { $0 += Int64(count) }
    }

    /// The clock to give: it says ``now``.
    public var clock: @Sendable () -> Date { { [self] in now } }
}
