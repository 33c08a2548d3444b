import MovieKit
import Testing

/// The titles a search that found nothing suggests: close as a whole, or word by word.
struct ClosestTitlesTests {
    @Test(arguments: [
        ("midnite leger", "Midnight Ledger"),
        ("amelie clockmakr", "Amélie and the Clockmaker"),
        ("blade runer", "Blade Runner"),
    ])
    func aMistypedSearchComesCloseToTheTitleItMeant(typed: String, title: String) {
        #expect(ClosestTitles(to: typed).edits(to: title) != nil)
    }

    @Test func aTitleCloseAsAWholeComesBeforeOneCloseWordByWord() throws {
        let closest = ClosestTitles(to: "amelie clockmakr")
        let whole = try #require(closest.edits(to: "Amelie, Clockmaker"))
        let byWords = try #require(closest.edits(to: "Amélie and the Clockmaker"))
        #expect(whole < byWords)
    }

    @Test(arguments: ["qqqzzz", "the paper lantern", "iron"])
    func nonsenseOrAnotherTitleComesToNothing(typed: String) {
        #expect(ClosestTitles(to: typed).edits(to: "Midnight Ledger") == nil)
    }
}
