import Foundation
import MovieKit
import Testing

/// The day others' files are judged by: today where it is latest in the world (issue 57, item 9).
struct TodayAnywhereTests {
    @Test func todayAnywhereIsTheDayInUTCPlus14() throws {
        // 19:00 UTC on 9 March: 09:00 on the 10th in UTC+14, 07:00 on the 9th in UTC-12.
        let now = try #require(APIDate.parse("2026-03-09")).addingTimeInterval(19 * 3_600)
        #expect(APIDate.format(LibraryValue.todayAnywhere(now: now)) == "2026-03-10")
        let west = try #require(TimeZone(identifier: "Etc/GMT+12"))
        #expect(APIDate.format(LibraryValue.today(now: now, timeZone: west)) == "2026-03-09")
    }

    @Test func aBackupsDayThatWasTomorrowInTheEastReads() throws {
        let tomorrowEast = APIDate.format(LibraryValue.todayAnywhere().addingTimeInterval(86_400))
        let dayAfter = APIDate.format(LibraryValue.todayAnywhere().addingTimeInterval(2 * 86_400))
        #expect(throws: Never.self) { try LibraryValue.day(tomorrowEast, today: LibraryValue.todayAnywhere()) }
        #expect(throws: LibraryValueError.self) { try LibraryValue.day(dayAfter, today: LibraryValue.todayAnywhere()) }
    }
}
