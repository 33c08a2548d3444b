import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

@testable import movies

/// What an offline question with nothing cached suggests instead: the cached lists that fit it.
struct OfflineSuggestionTests {
    private func cached(_ lists: [(MovieList, Int)]) throws -> CachingMovieService {
        let database = try CacheDatabase.inMemory()
        for (list, year) in lists {
            try database.saveMovies(
                [makeMovie(year: year)], in: list, year: year, from: .tmdb, fetchedAt: Date(timeIntervalSince1970: 0))
        }
        return try CachingMovieService.over(InProcessSource(films: []), cache: database, policy: .cacheOnly)
    }

    @Test func aYearsListNotCachedNamesTheSameListInTheNearestYearsThenTheYearsOtherLists() throws {
        let service = try cached([
            (.topGrossing, 2010), (.topGrossing, 2014), (.topGrossing, 2016), (.topRated, 2015), (.topRated, 2016),
        ])
        let failure = service.nothingCachedFailure(for: .list(.topGrossing, year: 2015))
        #expect(
            failure.message
                == "nothing cached for this question yet (run it once online); "
                + "cached: top-grossing 2016, 2014, 2010 and top-rated 2015")
        #expect(failure.status == .unavailable)
    }

    @Test func aYearsListWithNothingThatFitsCachedSaysOnlyThatNothingIsCached() throws {
        let service = try cached([(.topRated, 2016)])
        let failure = service.nothingCachedFailure(for: .list(.topGrossing, year: 2015))
        #expect(failure.message == "nothing cached for this question yet (run it once online)")
    }

    @Test func atMostFourListsAreNamed() {
        let cached = (2000...2010).map { CachedListSummary(year: $0, list: .topRated, movieCount: 1, fetchedAt: .now) }
        let named = ListsThatFit(asked: .topRated, year: 2011).named(among: cached)
        #expect(named == "top-rated 2010, 2009, 2008, 2007")
    }
}
