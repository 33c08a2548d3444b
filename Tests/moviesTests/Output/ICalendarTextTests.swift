import Foundation
import MovieKit
import Testing

@testable import movies

struct ICalendarTextTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("a, b; c\\d", "a\\, b\\; c\\\\d"),
        ("two\nlines\r\nthree", "two\\nlines\\nthree"),
        ("bell\u{7}gone", "bellgone"),
        ("Amélie: colons stay", "Amélie: colons stay"),
    ])
    func escapesTextAsRFC5545Says(value: String, escaped: String) {
        #expect(ICalendarText.escaped(value) == escaped)
    }

    @Test func foldsLinesAtSeventyFiveOctetsNeverInsideACharacter() {
        let line = "SUMMARY:" + String(repeating: "é", count: 100)
        let folded = ICalendarText.folded(line)
        #expect(folded.hasSuffix("\r\n"))
        let physical = folded.components(separatedBy: "\r\n").dropLast()
        #expect(physical.count > 1)
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(physical.first.map { String($0.prefix(8)) } == "SUMMARY:")
        let unfolded = folded.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\r\n", with: "")
        #expect(unfolded == line)
    }

    @Test func leavesALineOfSeventyFiveOctetsWhole() {
        let line = String(repeating: "x", count: 75)
        #expect(ICalendarText.folded(line) == line + "\r\n")
        #expect(ICalendarText.folded(line + "y") == line + "\r\n y\r\n")
    }

    @Test func writesDatesAndUTCTimesAsICalendarDoes() {
        let time = Date(timeIntervalSince1970: 1_795_788_312)  // 2026-11-27T14:05:12Z
        #expect(ICalendarText.dateTime(time) == "20261127T140512Z")
        #expect(ICalendarText.date(APIDate.parse("2026-12-24") ?? time) == "20261224")
    }

    @Test func givesEachReleaseAStableUIDAndAnAllDayEvent() {
        let day = APIDate.parse("2026-12-24") ?? Date()
        let coming = WatchlistReleases.Coming(
            film: FilmReference(id: 42, title: "Fast, Cheap; Good", year: 2026),
            release: FilmRelease(country: "US", kind: .digital, day: day),
            link: URL(string: "https://www.themoviedb.org/movie/42"))
        let text = ReleaseCalendarICS(source: .tmdb, region: "US", stamp: day).render([coming])
        #expect(text.contains("\r\nUID:tmdb-42-US-digital@movies\r\n"))
        #expect(text.contains("\r\nDTSTART;VALUE=DATE:20261224\r\nDTEND;VALUE=DATE:20261225\r\n"))
        #expect(text.contains("\r\nSUMMARY:Fast\\, Cheap\\; Good (2026) digitally (US)\r\n"))
        #expect(text.contains("\r\nURL:https://www.themoviedb.org/movie/42\r\n"))
    }
}
