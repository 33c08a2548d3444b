import Foundation
import Testing

@testable import MovieKit

/// Netflix's viewing history read (issue 48): the day's format decided from the whole file, and
/// what is an episode.
struct NetflixExportTests {
    private func decided(_ days: [String]) -> String? {
        guard case .success(let format) = NetflixDateFormat.decide(days.enumerated().map { (text: $1, line: $0 + 2) })
        else {
            return nil
        }
        return format.description
    }

    @Test(arguments: [
        (["11/24/26", "3/1/25"], "month/day/yy (11/24/26)"),
        (["1/4/25", "3/1/25"], "month/day/yy (11/24/26)"),
        (["24/11/26", "3/1/25"], "day/month/yy (24/11/26)"),
        (["24.11.26", "04.01.25"], "day.month.yy (24.11.26)"),
        (["04/01/2025", "05/06/2024"], "day/month/yyyy (24/11/2026)"),
        (["04/21/2025", "05/06/2024"], "month/day/yyyy (11/24/2026)"),
        (["2025-01-04"], "year-month-day (2026-11-24)"),
    ])
    func aFilesDaysAreReadInTheOneFormatTheyAllFit(days: [String], format: String) {
        #expect(decided(days) == format)
    }

    @Test func aDayThatFitsNoFormatTheOthersFitIsNamedByItsLine() throws {
        let result = NetflixDateFormat.decide([
            (text: "1/14/25", line: 2), (text: "3/1/25", line: 3), (text: "15/6/24", line: 4),
        ])
        guard case .failure(let unfit) = result else {
            Issue.record("decided \(result)")
            return
        }
        #expect(unfit.line == 4 && unfit.text == "15/6/24")
        #expect(unfit.format?.description == "month/day/yy (11/24/26)")
    }

    @Test func aDayThatIsNoDayFitsNoFormat() {
        let us = NetflixDateFormat.all[0]
        #expect(us.day("2/30/25") == nil && us.day("13/1/25") == nil && us.day("1/1/2025") == nil)
        #expect(us.day("2/28/25").map(APIDate.format) == "2025-02-28")
    }

    @Test(arguments: [
        ("Harbor Nights: Season 1: The Long Night", true),
        ("Harbor Nights: Limited Series: Episode 3", true),
        ("Harbor Nights: Part 2: Chapter Nine", true),
        ("Harbor Nights: Staffel 1: Die lange Nacht", true),
        ("Mission: Impossible", false),
        ("The Paper Lantern", false),
        ("Star Wars: Episode IV: A New Hope", false),
    ])
    func episodesAreToldFromFilms(title: String, episode: Bool) {
        #expect(NetflixExport.isEpisode(title) == episode)
    }
}
