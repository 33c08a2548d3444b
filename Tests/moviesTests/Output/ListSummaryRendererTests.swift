import Foundation
import MovieKit
import Testing

@testable import movies

struct ListSummaryRendererTests {
    static let now = Date(timeIntervalSince1970: 1_795_426_897)
    let lists = [
        CachedListSummary(year: 2015, list: .topRated, movieCount: 120, fetchedAt: now - 3 * 86_400),
        CachedListSummary(year: 2016, list: .topGrossing, movieCount: 8, fetchedAt: now - 7200),
    ]

    private func render(_ format: OutputFormat) -> String {
        ListSummaryRenderer(format: format, style: .plain, now: Self.now).render(lists)
    }

    @Test func tabulatesYearListCountAndAgeWithTheCountAlignedRight() {
        #expect(
            render(.table) == """
                Year  List          Movies  Fetched
                2015  top-rated        120  3 d ago
                2016  top-grossing       8  2 h ago

                """)
    }

    @Test func givesFetchTimesInUTCToTheSecondForMachines() {
        #expect(
            render(.csv)
                == "year,list,movies,fetchedAt\r\n2015,topRated,120,2026-11-20T09:41:37Z\r\n2016,topGrossing,8,2026-11-23T07:41:37Z\r\n"
        )
        #expect(render(.json).contains(#""fetchedAt" : "2026-11-23T07:41:37Z""#))
    }

    @Test(arguments: [0, 1, 59.999, 951_782_400, 1_795_426_897.75, 4_107_542_399, -1])
    func writesTimestampsAsTheISO8601FormatStyleDoes(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(ListSummaryRenderer.timestamp(date) == date.formatted(.iso8601))
    }
}
