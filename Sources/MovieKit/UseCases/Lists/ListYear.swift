import Foundation

/// The year a year's list (`top-rated`, `top-grossing`, `sync`) is asked of: one some source can
/// have films of, from the first films (``LibraryValue/firstFilmYear``) to next year, so a typo
/// (1800, 2061) is refused before any source is asked or anything is cached; this year, where
/// you are, when none is given.
public enum ListYear {
    /// The years a list may be asked of at `now`: from the first films to next year. The year is
    /// the one a day ahead of UTC, as every time zone's next year is allowed; no `Calendar` is
    /// made, which would cost a cached answer more than its query.
    public static func years(now: Date = MoviesClock.now()) -> ClosedRange<Int> {
        LibraryValue.firstFilmYear...(APIDate.year(of: now.addingTimeInterval(86_400)) + 1)
    }

    /// `year`, when a list may be asked of it (``years(now:)``).
    /// - Throws: ``ListYearError`` naming the years a list may be asked of.
    public static func checked(_ year: Int, now: Date = MoviesClock.now()) throws(ListYearError) -> Int {
        let years = years(now: now)
        guard years.contains(year) else { throw ListYearError(year: year, years: years) }
        return year
    }

    /// The year `asked`, checked against the clock's year; this year by `calendar` (made only
    /// then) when none is asked.
    /// - Throws: ``ListYearError`` for a year no source can have films of.
    public static func year(
        _ asked: Int?, now: Date = MoviesClock.now(), calendar: @autoclosure () -> LibraryCalendar = LibraryCalendar()
    ) throws(ListYearError) -> Int {
        guard let asked else { return thisYear(calendar()) }
        return try checked(asked, now: now)
    }

    /// This year where you are, by `calendar`'s clock and time zone.
    public static func thisYear(_ calendar: LibraryCalendar) -> Int {
        APIDate.year(of: calendar.today)
    }
}
