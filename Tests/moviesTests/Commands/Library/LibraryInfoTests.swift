import MovieKit
import Testing

@testable import movies

/// `movies library info`'s count of each source's films, each noun in the number it takes.
struct LibraryInfoTests {
    @Test(arguments: [
        (
            LibraryCounts(watchlist: 1, viewings: 1, ratings: 1, unmatched: 1),
            "1 on the watchlist, 1 viewing, 1 rating (1 imported film not matched yet)"
        ),
        (
            LibraryCounts(watchlist: 2, viewings: 3, ratings: 0, unmatched: 4),
            "2 on the watchlist, 3 viewings, 0 ratings (4 imported films not matched yet)"
        ),
        (LibraryCounts(watchlist: 0, viewings: 2, ratings: 5), "0 on the watchlist, 2 viewings, 5 ratings"),
    ])
    func saysEachCountInTheNumberItTakes(count: LibraryCounts, line: String) {
        #expect(Movies.LibraryInfo.counted(count) == line)
    }
}
