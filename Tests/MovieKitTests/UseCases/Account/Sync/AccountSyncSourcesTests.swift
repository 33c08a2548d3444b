import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Films of other sources: an IMDb film is carried as the TMDB film TMDB's `find` names; the rest
/// are left out and counted.
@Suite struct AccountSyncSourcesTests {
    @Test func anIMDbFilmIsCarriedAsTheTMDBFilmItsIdNamesAndOthersAreCounted() async throws {
        try await withSyncBench { bench in
            let blade = LibraryFilm(source: .imdb, id: 83658, imdbID: "tt0083658", title: "Blade Runner", year: 1982)
            try bench.library.addToWatchlist(blade, on: bench.time.now)
            try bench.library.addToWatchlist(
                LibraryFilm(source: .demo, id: 3, title: "A Demo Film", year: 2001), on: bench.time.now)
            let matcher = InMemoryIMDbMatcher(["tt0083658": AccountFilm(tmdbID: 78, title: "Blade Runner", year: 1982)])

            let report = try await bench.run(matcher: matcher)

            #expect(await bench.account.watchlistIDs == [78])
            #expect(report.plan.matchedByIMDbID == 1 && report.plan.leftOut == 1)
            let again = try await bench.run(matcher: matcher)
            #expect(again.plan.isEmpty)
            #expect(await matcher.questions == 1)
        }
    }

    @Test func withoutAMatcherFilmsNotTMDBsAreLeftOut() async throws {
        try await withSyncBench { bench in
            try bench.library.rate(
                LibraryFilm(source: .imdb, id: 83658, imdbID: "tt0083658", title: "Blade Runner", year: 1982), 9,
                on: bench.time.now)

            let report = try await bench.run()

            #expect(report.plan.leftOut == 1)
            #expect(await bench.account.writes.isEmpty)
        }
    }
}
