import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Discover offline: the filters as SQL over the cached films, on an in-memory cache.
struct CacheDiscoverTests {
    let cache: CacheDatabase
    static let drama = Genre(id: 18, name: "Drama"), scienceFiction = Genre(id: 878, name: "Science Fiction"),
        comedy = Genre(id: 35, name: "Comedy")
    static let netflix = WatchProvider(id: 8, name: "Netflix"), mubi = WatchProvider(id: 11, name: "Mubi")

    init() throws {
        cache = try CacheDatabase.inMemory()
        try cache.saveMovies(
            [
                makeDiscoverableMovie(
                    id: 1, year: 1982, rating: 8.1, votes: 14_000, runtime: 117, genreIDs: [878, 18], popularity: 90,
                    streaming: ["US": ["Netflix"], "DE": ["Mubi"]]),
                makeDiscoverableMovie(
                    id: 2, year: 1984, rating: 6.5, votes: 9_000, runtime: 137, genreIDs: [878], popularity: 50,
                    streaming: ["US": ["Max"]]),
                makeDiscoverableMovie(
                    id: 3, year: 2001, rating: 7.9, votes: 30_000, runtime: 122, genreIDs: [35, 10749], language: "fr",
                    popularity: 70, streaming: ["US": ["netflix"]]),
                makeDiscoverableMovie(
                    id: 4, year: 1988, rating: 8.5, votes: 20, runtime: nil, genreIDs: [18], language: "ja",
                    popularity: 30),
                makeDiscoverableMovie(
                    id: 5, year: 1989, rating: 7.2, votes: 5_000, runtime: 88, genreIDs: [18, 35], popularity: 95,
                    streaming: ["US": ["Mubi"]]),
            ], in: .topRated, year: 1980, from: .tmdb, fetchedAt: day("2026-01-01"))
    }

    private func discover(_ query: DiscoverQuery, limit: Int = 20) throws -> [Int] {
        try cache.discovered(by: query, in: .tmdb, limit: limit)?.value.films.map(\.id) ?? []
    }

    @Test func ordersEveryCachedFilmByPopularityWithNoFilter() throws {
        #expect(try discover(DiscoverQuery()) == [5, 1, 3, 2, 4])
    }

    @Test func anAnswerMadeOfCachedFilmsIsAsOldAsTheOldestOfThem() throws {
        let listing = try #require(try cache.discovered(by: DiscoverQuery(genres: [Self.drama]), in: .tmdb, limit: 20))
        #expect(listing.fetchedAt == day("2026-01-01"))
    }

    @Test func anAnswerNoCachedFilmMatchesHasNoAge() throws {
        let query = DiscoverQuery(genres: [Self.comedy, Self.scienceFiction])
        let listing = try #require(try cache.discovered(by: query, in: .tmdb, limit: 20))
        #expect(listing.value.films.isEmpty)
        #expect(listing.fetchedAt.isAgeless)
    }

    @Test func needsEveryGenreNamed() throws {
        #expect(try discover(DiscoverQuery(genres: [Self.drama])) == [5, 1, 4])
        #expect(try discover(DiscoverQuery(genres: [Self.drama, Self.scienceFiction])) == [1])
        #expect(try discover(DiscoverQuery(genres: [Self.comedy, Self.scienceFiction])).isEmpty)
    }

    @Test func keepsTheYearsOfTheSpanBothIncluded() throws {
        #expect(try discover(DiscoverQuery(years: 1982...1988)) == [1, 2, 4])
        #expect(try discover(DiscoverQuery(years: 2001...2001)) == [3])
    }

    @Test func keepsFilmsRatedAndVotedEnough() throws {
        #expect(try discover(DiscoverQuery(minimumRating: 7.9)) == [1, 3, 4])
        #expect(try discover(DiscoverQuery(minimumRating: 7.9, minimumVotes: 100)) == [1, 3])
    }

    @Test func keepsFilmsOfTheRunningTimeLeavingUnknownTimesOut() throws {
        #expect(try discover(DiscoverQuery(runtime: 90...125)) == [1, 3])
        #expect(try discover(DiscoverQuery(runtime: 0...1000)) == [5, 1, 3, 2])
    }

    @Test func keepsFilmsMadeInTheLanguage() throws {
        #expect(try discover(DiscoverQuery(originalLanguage: "FR")) == [3])
    }

    @Test func keepsFilmsStreamingOnAnyProviderNamedInTheRegionInAnyCase() throws {
        #expect(try discover(DiscoverQuery(providers: [Self.netflix], region: "US")) == [1, 3])
        #expect(try discover(DiscoverQuery(providers: [Self.netflix, Self.mubi], region: "us")) == [5, 1, 3])
        #expect(try discover(DiscoverQuery(providers: [Self.mubi], region: "DE")) == [1])
    }

    @Test func neverCountsAFilmThatIsOnlyRentedThere() throws {
        #expect(try discover(DiscoverQuery(providers: [WatchProvider(id: 2, name: "Apple TV")], region: "US")).isEmpty)
    }

    @Test func combinesEveryFilter() throws {
        let query = DiscoverQuery(
            genres: [Self.drama], years: 1980...1989, minimumRating: 7, runtime: 80...120, originalLanguage: "en",
            providers: [Self.netflix, Self.mubi], region: "US")
        #expect(try discover(query) == [5, 1])
    }

    @Test(arguments: [
        (DiscoverOrder.rating, [4, 1, 3, 5, 2]), (.votes, [3, 1, 2, 5, 4]), (.date, [3, 5, 4, 2, 1]),
        (.title, [1, 2, 3, 4, 5]),
    ])
    func ordersAsAsked(order: DiscoverOrder, expected: [Int]) throws {
        #expect(try discover(DiscoverQuery(order: order)) == expected)
    }

    @Test func stopsAtTheLimit() throws {
        #expect(try discover(DiscoverQuery(), limit: 2) == [5, 1])
    }

    @Test func saysHowManyCachedFilmsItLookedThroughAndWhenTheOldestWasFetched() throws {
        let answer = try #require(try cache.discovered(by: DiscoverQuery(genres: [Self.comedy]), in: .tmdb, limit: 20))
        #expect(answer.value.cachedFilmsSearched == 5)
        #expect(answer.fetchedAt == day("2026-01-01"))
    }

    @Test func answersNothingWhenNoFilmOfTheSourceIsCached() throws {
        #expect(try cache.discovered(by: DiscoverQuery(), in: .demo, limit: 20) == nil)
    }

    @Test func readsAFilmsRatingOnItsSourcesScale() throws {
        try cache.saveMovies(
            [makeMovie(id: 1, rating: 81), makeMovie(id: 2, rating: 60)], in: .topRated, year: 2016, from: .demo,
            fetchedAt: day("2026-01-01"))
        #expect(
            try cache.discovered(by: DiscoverQuery(minimumRating: 8), in: .demo, limit: 20)?.value.films.map(\.id) == [
                1
            ])
    }

    @Test func forgetsAFilmsGenresAndProvidersWhenItsNewAnswerHasOthers() throws {
        try cache.saveMovie(
            makeDiscoverableMovie(id: 1, year: 1982, genreIDs: [35], popularity: 90), from: .tmdb,
            fetchedAt: day("2026-01-02"))
        #expect(try discover(DiscoverQuery(genres: [Self.drama])) == [5, 4])
        #expect(try discover(DiscoverQuery(genres: [Self.comedy])) == [5, 1, 3])
        #expect(try discover(DiscoverQuery(providers: [Self.netflix], region: "US")) == [3])
    }

    @Test func countsFilmsAsTheyAreSavedAndCleared() throws {
        try cache.saveMovie(makeDiscoverableMovie(id: 6), from: .tmdb, fetchedAt: day("2026-01-02"))
        try cache.saveMovie(makeDiscoverableMovie(id: 6), from: .tmdb, fetchedAt: day("2026-01-03"))
        #expect(try cache.discovered(by: DiscoverQuery(), in: .tmdb, limit: 1)?.value.cachedFilmsSearched == 6)
        try cache.clear(.tmdb)
        #expect(try cache.discovered(by: DiscoverQuery(), in: .tmdb, limit: 1) == nil)
        let leftOver = try cache.reader.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM movieGenre") ?? -1
        }
        #expect(leftOver == 0)
    }
}
