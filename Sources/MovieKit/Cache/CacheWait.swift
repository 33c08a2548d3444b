import Foundation
import GRDB

/// How long the cache waits for another process that holds it (creating, upgrading or writing
/// it), and whom it tells when a wait runs long.
///
/// Each wait (for the lock beside the cache, or for SQLite's own lock) lasts at most ``limit``,
/// then fails with ``CacheError/busy(path:waited:)``. The first wait that lasts ``noticeAfter``
/// calls `onLongWait`, once for this value and all its copies, so a caller can say it is waiting
/// rather than look hung.
public struct CacheWait: Sendable {
    /// The longest one wait lasts.
    public let limit: Duration
    /// How long a wait lasts before `onLongWait` is called.
    public let noticeAfter: Duration
    private let onLongWait: @Sendable () -> Void
    private let noticed = OnceFlag()

    /// - Parameter onLongWait: called at most once, on whichever thread is waiting.
    public init(
        limit: Duration = .seconds(10), noticeAfter: Duration = .seconds(1),
        onLongWait: @escaping @Sendable () -> Void = {}
    ) {
        self.limit = limit
        self.noticeAfter = noticeAfter
        self.onLongWait = onLongWait
    }

    /// Calls `attempt` until it gives a value, sleeping a little longer after each `nil`, and
    /// says so once past ``noticeAfter``.
    /// - Throws: ``CacheError/busy(path:waited:)`` once ``limit`` has passed.
    func poll<T>(for path: String, _ attempt: () throws(CacheError) -> T?) throws(CacheError) -> T {
        let clock = ContinuousClock(), started = clock.now
        for round in 0... {
            if let value = try attempt() { return value }
            let waited = clock.now - started
            if waited >= noticeAfter { notice() }
            guard waited < limit else { throw .busy(path: path, waited: limit) }
            Thread.sleep(forTimeInterval: Self.delay(afterTry: round))
        }
        throw .busy(path: path, waited: limit)
    }

    /// What SQLite calls when a lock it needs is held by another connection: sleeps and asks
    /// again until ``limit`` worth of sleeps have passed, then lets SQLite fail with `SQLITE_BUSY`.
    ///
    /// It counts the sleeps rather than the clock: SQLite numbers each wait's tries from zero and
    /// a pool shares one handler among its connections, so the tries are all the state there is.
    var busyHandler: Database.BusyCallback {
        let limit = limit.timeInterval, noticeAfter = noticeAfter.timeInterval
        return { [self] tries in
            let slept = Self.totalDelay(beforeTry: tries)
            if slept >= noticeAfter { notice() }
            guard slept < limit else { return false }
            Thread.sleep(forTimeInterval: Self.delay(afterTry: tries))
            return true
        }
    }

    private func notice() {
        if noticed.isFirstTime() { onLongWait() }
    }

    /// SQLite's own schedule for its busy timeout: short sleeps first, then a tenth of a second.
    private static let delays: [TimeInterval] = [
        0.001, 0.002, 0.005, 0.010, 0.015, 0.020, 0.025, 0.025, 0.025, 0.050, 0.050,
    ]

    static func delay(afterTry tries: Int) -> TimeInterval {
        tries < delays.count ? delays[tries] : 0.1
    }

    static func totalDelay(beforeTry tries: Int) -> TimeInterval {
        let early = delays.prefix(tries).reduce(0, +)
        return early + Double(max(0, tries - delays.count)) * 0.1
    }
}
