import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The year a list is asked of: this year where you are when none is given, and never one no
/// source can have films of.
struct ListYearTests {
    @Test(arguments: [("Etc/GMT+12", 2026), ("UTC", 2027), ("Pacific/Kiritimati", 2027)])
    func noYearMeansThisYearWhereYouAre(zone: String, expected: Int) throws {
        let now = day("2027-01-01").addingTimeInterval(3_600)
        let calendar = LibraryCalendar(now: { now }, timeZone: try #require(TimeZone(identifier: zone)))
        #expect(try ListYear.year(nil, now: now, calendar: calendar) == expected)
    }

    @Test(arguments: [1874, 1999, 2026, 2027])
    func takesAYearFromTheFirstFilmsToNextYear(year: Int) throws {
        #expect(try ListYear.checked(year, now: day("2026-11-27")) == year)
    }

    @Test(arguments: [1800, 1873, 2028, 2061])
    func refusesAYearNoSourceCanHaveFilmsOf(year: Int) {
        #expect(throws: ListYearError(year: year, years: 1874...2027)) {
            try ListYear.checked(year, now: day("2026-11-27"))
        }
    }

    @Test func saysWhyAYearIsRefusedAndWhichYearsAreTaken() {
        #expect(
            ListYearError(year: 1800, years: 1874...2027).description
                == "no source has films of 1800, before the first films: a list's year is from 1874 to 2027")
        #expect(
            ListYearError(year: 2061, years: 1874...2027).description
                == "no source has films of 2061, after next year: a list's year is from 1874 to 2027")
    }
}
