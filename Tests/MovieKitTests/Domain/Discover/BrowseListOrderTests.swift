import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The order of a list to browse: by release day for what is in cinemas or coming, the source's
/// for the rest; an unknown day last, a tie in the source's order.
struct BrowseListOrderTests {
    private let films = [
        MovieSummary(id: 1, title: "Paper Tigers II", releaseDate: day("2027-01-15"), rating: 0),
        MovieSummary(id: 2, title: "Undated", rating: 0),
        MovieSummary(id: 3, title: "Lanterns Over Lisbon", releaseDate: day("2026-12-18"), rating: 0),
        MovieSummary(id: 4, title: "Same Day", releaseDate: day("2026-12-18"), rating: 0),
    ]

    @Test func whatIsComingIsSoonestFirstAnUnknownDayLast() {
        #expect(BrowseList.upcoming(region: "US").ordered(films).map(\.id) == [3, 4, 1, 2])
    }

    @Test func whatIsInCinemasIsTheLatestFirst() {
        #expect(BrowseList.nowPlaying(region: "US").ordered(films).map(\.id) == [1, 3, 4, 2])
    }

    @Test(arguments: [BrowseList.popular, .trending(.week)])
    func theOtherListsKeepTheSourcesOrder(list: BrowseList) {
        #expect(list.ordered(films).map(\.id) == [1, 2, 3, 4] && !list.isByReleaseDay)
    }

    @Test func aRatingWithNoVotesIsUnknownAndOneWithoutACountIsKnownUnlessZero() {
        #expect(MovieSummary(id: 1, title: "A", rating: 0, voteCount: 0).knownRating == nil)
        #expect(MovieSummary(id: 1, title: "A", rating: 0).knownRating == nil)
        #expect(MovieSummary(id: 1, title: "A", rating: 7.4).knownRating == 7.4)
        #expect(MovieSummary(id: 1, title: "A", rating: 6, voteCount: 12).knownRating == 6)
    }
}
