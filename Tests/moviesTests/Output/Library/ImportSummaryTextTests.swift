import MovieKit
import Testing

@testable import movies

/// What an import says of the films it matched by a short title (issue 58, item 10).
struct ImportSummaryTextTests {
    @Test func theFilmsMatchedByAShortTitleAreNamed() {
        var summary = ImportSummary()
        summary.viewings.added = 1
        summary.shortTitles = ["\"Vaiana\" as Vaiana – Das Paradies hat einen Haken (2016)"]
        let lines = ImportSummaryText(summary: summary, origin: "Netflix").lines
        #expect(
            lines.contains(
                "matched 1 short title to the film it begins: \"Vaiana\" as Vaiana – Das Paradies hat einen Haken (2016)"
            ),
            "\(lines)")
    }
}
