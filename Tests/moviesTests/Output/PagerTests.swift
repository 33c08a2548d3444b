import Testing

@testable import movies

/// Which pager, when, and `--no-pager`: a long answer on a terminal is paged as git's is.
struct PagerTests {
    @Test(arguments: [
        ([:], "less -FRX"), (["PAGER": "more"], "more"), (["PAGER": "more", "MOVIES_PAGER": "most -s"], "most -s"),
    ])
    func usesMoviesPagerElsePagerElseLess(environment: [String: String], command: String) {
        #expect(Pager(environment: environment)?.command == command)
    }

    @Test(arguments: [["MOVIES_PAGER": ""], ["PAGER": ""], ["PAGER": "less", "MOVIES_PAGER": " "]])
    func anEmptyPagerTurnsPagingOff(environment: [String: String]) {
        #expect(Pager(environment: environment) == nil)
    }

    @Test func pagesOnlyAnAnswerTallerThanTheScreen() {
        let lines = { (count: Int) in String(repeating: "line\n", count: count) }
        #expect(!Pager.pages(lines(23), rows: 24))
        #expect(Pager.pages(lines(24), rows: 24))
        #expect(Pager.pages(lines(70), rows: 24))
        #expect(!Pager.pages(lines(70), rows: nil))
    }

    @Test func noPagerIsTakenAnywhereBeforeTheEndOfOptions() {
        #expect(Pager.removingOffFlag(["--no-pager", "stats"]) == (["stats"], true))
        #expect(Pager.removingOffFlag(["stats", "--no-pager"]) == (["stats"], true))
        #expect(Pager.removingOffFlag(["search", "--", "--no-pager"]) == (["search", "--", "--no-pager"], false))
        #expect(Pager.removingOffFlag(["stats"]) == (["stats"], false))
    }
}
