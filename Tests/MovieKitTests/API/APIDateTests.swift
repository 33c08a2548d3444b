import Foundation
import MovieKit
import Testing

struct APIDateTests {
    @Test(arguments: [
        ("2016-06-17", 1_466_121_600.0),
        ("1970-01-01", 0),
        ("2016-02-29", 1_456_704_000),
        ("2000-02-29", 951_782_400),
        ("1969-12-31", -86_400),
    ])
    func parsesADayAsMidnightUTC(text: String, secondsSince1970: Double) {
        #expect(APIDate.parse(text) == Date(timeIntervalSince1970: secondsSince1970))
    }

    @Test(arguments: [
        "", "2016-13-45", "2016-00-10", "2016-02-30", "2015-02-29", "1900-02-29", "2016-04-31",
        "2016-6-17", "16-06-17", "2016/06/17", "2016-06-17T00:00:00Z", " 2016-06-17", "２０１６-06-17", "abcd-ef-gh",
    ])
    func rejectsWhatIsNotARealDay(text: String) {
        #expect(APIDate.parse(text) == nil)
    }

    @Test(arguments: ["2016-06-17", "1999-12-31", "2000-02-29", "0001-01-01", "1969-07-20", "2400-12-31"])
    func formatsWhatItParses(text: String) throws {
        let date = try #require(APIDate.parse(text))
        #expect(APIDate.format(date) == text)
    }

    @Test func formatsTheUTCDayOfAnInstantLateInTheDay() {
        let lateEvening = Date(timeIntervalSince1970: 1_466_121_600 + 86_399)
        #expect(APIDate.format(lateEvening) == "2016-06-17")
    }
}
