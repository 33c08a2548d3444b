import Foundation

/// What day it is for the TMDB dialect: ``ServerFaults/calendarStart`` plus the time the faults'
/// clock has moved since the server started, so a test sets the day and moves it with a
/// `ManualClock`. It says when films are now playing, upcoming, and how the day's trend goes.
struct TMDBCalendar: Sendable {
    private let start: Date
    private let elapsed: @Sendable () -> Duration

    init(start: Date, clock: some Clock<Duration>) {
        self.start = start
        elapsed = Self.elapsedTime(on: clock)
    }

    private static func elapsedTime<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
        let origin = clock.now
        return { origin.duration(to: clock.now) }
    }

    /// Today, in UTC.
    var today: TMDBDay {
        let (seconds, attoseconds) = elapsed().components
        return TMDBDay(start.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18))
    }
}
