import Foundation
import MovieKitTestSupport
import Testing

/// `MOVIES_NOW` sets the clock every part of the built `movies` reads: what is dated today, how
/// old a cached answer is, which year is this year.
struct MoviesNowRunTests {
    private func movies(in folder: URL) -> MoviesProcess {
        MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
    }

    @Test func aFilmAddedToTheWatchlistIsDatedTheDayItSets() async throws {
        try await withTemporaryFolder { folder in
            let movies = movies(in: folder)
            let added = try await movies.run(
                ["watchlist", "add", "1"], environment: ["MOVIES_NOW": "2031-02-03T10:00:00Z", "TZ": "UTC"])
            #expect(added.status == 0, "\(added.error)")
            let list = try await movies.run(["watchlist", "--format", "csv"], environment: ["TZ": "UTC"])
            #expect(list.output.contains("2031-02-03"), "\(list.output)")
        }
    }

    @Test func aCachedAnswersAgeIsCountedFromIt() async throws {
        try await withTemporaryFolder { folder in
            let movies = movies(in: folder)
            let fetched = try await movies.run(
                ["top-grossing", "2016"], environment: ["MOVIES_NOW": "2026-12-05T10:00:00Z"])
            #expect(fetched.status == 0, "\(fetched.error)")
            let later = try await movies.run(
                ["top-grossing", "2016", "--offline"], environment: ["MOVIES_NOW": "2026-12-05T12:00:00Z"])
            #expect(later.error == "cached 2 h ago (offline)\n")
        }
    }

    @Test func theYearItSetsIsThisYearForAYearsList() async throws {
        try await withTemporaryFolder { folder in
            let movies = movies(in: folder)
            let refused = try await movies.run(["top-grossing", "2090"])
            #expect(refused.status == 64, "\(refused.error)")
            let taken = try await movies.run(["top-grossing", "2090"], environment: ["MOVIES_NOW": "2089-06-01"])
            #expect(taken.status == 66, "a year the demo has no list of, but a year: \(taken.error)")
        }
    }

    @Test func aValueThatIsNeitherAnInstantNorAnOffsetIsRefusedInOneLine() async throws {
        try await withTemporaryFolder { folder in
            let run = try await movies(in: folder).run(["top-grossing", "2016"], environment: ["MOVIES_NOW": "soon"])
            #expect(run.status == 64)
            #expect(run.output.isEmpty)
            #expect(
                run.error
                    == "error: MOVIES_NOW \"soon\" is neither an instant (like 2026-12-05T10:00:00Z) nor an offset "
                    + "(like +1d, -3h, +30m)\n")
        }
    }
}
