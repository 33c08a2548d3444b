import Foundation

/// The days your library keeps, from a clock: today, the calendar day where you are (kept as
/// midnight UTC, as every day is), and a day as a person types it (`today`, `yesterday`,
/// `yyyy-MM-dd`), bounded as every import bounds one (``LibraryValue/day(_:written:today:)``:
/// never before the first films, never after tomorrow, a day ahead for time zones).
public struct LibraryCalendar: Sendable {
    /// What time it is.
    public let now: @Sendable () -> Date
    /// Where you are, which says what day it is.
    public let timeZone: TimeZone

    public init(now: @escaping @Sendable () -> Date = { MoviesClock.now() }, timeZone: TimeZone = .current) {
        self.now = now
        self.timeZone = timeZone
    }

    /// Today where you are, as midnight UTC.
    public var today: Date { LibraryValue.today(now: now(), timeZone: timeZone) }

    /// The day `text` names: `today`, `yesterday` (any case) or a day written `yyyy-MM-dd`.
    /// - Throws: ``LibraryValueError`` of kind ``LibraryValueError/Kind/dayFormat`` for anything
    ///   else, ``LibraryValueError/Kind/dayInTheFuture`` or
    ///   ``LibraryValueError/Kind/dayBeforeFilms`` for a day out of bounds.
    public func day(_ text: String) throws(LibraryValueError) -> Date {
        let today = self.today
        switch text.lowercased() {
        case "today": return try LibraryValue.day(today, written: text, today: today)
        case "yesterday": return try LibraryValue.day(today.addingTimeInterval(-86_400), written: text, today: today)
        default: return try LibraryValue.day(text, today: today)
        }
    }
}
