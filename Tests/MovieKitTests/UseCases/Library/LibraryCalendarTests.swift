import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The days your library keeps: today where you are, and a day as typed.
struct LibraryCalendarTests {
    @Test(arguments: [("today", "2026-11-26"), ("Yesterday", "2026-11-25"), ("2026-11-27", "2026-11-27")])
    func readsADayAsTypedAllowingTomorrowForTimeZones(typed: String, expected: String) throws {
        let calendar = LibraryCalendar(now: { day("2026-11-26").addingTimeInterval(60) }, timeZone: .gmt)
        #expect(APIDate.format(try calendar.day(typed)) == expected)
    }

    @Test(arguments: [
        ("1/2/2024", LibraryValueError.Kind.dayFormat), ("2026-11-28", .dayInTheFuture),
        ("1800-01-01", .dayBeforeFilms),
    ])
    func refusesADayItCannotBe(typed: String, kind: LibraryValueError.Kind) {
        let calendar = LibraryCalendar(now: { day("2026-11-26") }, timeZone: .gmt)
        #expect(throws: LibraryValueError(kind, given: typed)) { try calendar.day(typed) }
    }

    @Test(arguments: [("Etc/GMT+12", "2026-11-17"), ("UTC", "2026-11-18"), ("Pacific/Kiritimati", "2026-11-19")])
    func todayIsTheCalendarDayWhereYouAre(zone: String, expected: String) throws {
        let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T11:06:40Z
        let calendar = LibraryCalendar(now: { now }, timeZone: try #require(TimeZone(identifier: zone)))
        #expect(APIDate.format(calendar.today) == expected)
    }
}
