import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

struct CacheDatabaseTests {
    let cache: CacheDatabase

    init() throws {
        cache = try CacheDatabase.inMemory()
    }

    @Test func readsBackASavedMovieWithItsCastInOrder() throws {
        let movie = makeMovie(
            id: 7, name: "Zootopia", releaseDate: "2016-03-04", grossing: 341_268_248, rating: 81.5,
            cast: ["Ginnifer Goodwin", "Jason Bateman", "Idris Elba"])
        try cache.saveMovie(movie, from: .builtInDemo, fetchedAt: day("2020-05-01"))

        let cached = try #require(try cache.movie(id: 7, from: .builtInDemo))
        #expect(snapshot(cached.movie) == movie)
        #expect(cached.fetchedAt == day("2020-05-01"))
    }

    @Test func knowsNothingOfAMovieItNeverSaw() throws {
        #expect(try cache.movie(id: 1, from: .builtInDemo) == nil)
        #expect(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo) == nil)
    }

    @Test func keepsAListsOrderAsTheAPIGaveIt() throws {
        let movies = [5, 2, 9, 1].map { makeMovie(id: $0) }
        try cache.saveMovies(movies, in: .topRated, year: 2016, from: .builtInDemo, fetchedAt: day("2021-01-01"))

        let cached = try #require(try cache.movies(in: .topRated, year: 2016, from: .builtInDemo))
        #expect(ids(cached.movies) == [5, 2, 9, 1])
        #expect(cached.movies.map(snapshot) == movies)
        #expect(cached.fetchedAt == day("2021-01-01"))
    }

    @Test func keepsEachListOfAYearApart() throws {
        try cache.saveMovies(
            [1, 2, 3].map { makeMovie(id: $0) }, in: .topGrossing, year: 2016, from: .builtInDemo,
            fetchedAt: day("2021-01-01"))
        try cache.saveMovies(
            [3, 1].map { makeMovie(id: $0) }, in: .topRated, year: 2016, from: .builtInDemo,
            fetchedAt: day("2021-01-02"))
        try cache.saveMovies(
            [8].map { makeMovie(id: $0, year: 2015) }, in: .topGrossing, year: 2015, from: .builtInDemo,
            fetchedAt: day("2021-01-03"))

        #expect(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo).map { ids($0.movies) } == [1, 2, 3])
        #expect(try cache.movies(in: .topRated, year: 2016, from: .builtInDemo).map { ids($0.movies) } == [3, 1])
        #expect(try cache.movies(in: .topGrossing, year: 2015, from: .builtInDemo).map { ids($0.movies) } == [8])
    }

    @Test func replacesAListsMembershipWhenSavedAgain() throws {
        try cache.saveMovies(
            [1, 2, 3].map { makeMovie(id: $0) }, in: .topGrossing, year: 2016, from: .builtInDemo,
            fetchedAt: day("2021-01-01"))
        try cache.saveMovies(
            [4, 1].map { makeMovie(id: $0) }, in: .topGrossing, year: 2016, from: .builtInDemo,
            fetchedAt: day("2021-02-01"))

        let cached = try #require(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo))
        #expect(ids(cached.movies) == [4, 1])
        #expect(cached.fetchedAt == day("2021-02-01"))
    }

    @Test func updatesAMovieAndReplacesItsCast() throws {
        try cache.saveMovie(
            makeMovie(id: 1, name: "Old", cast: ["A", "B", "C"]), from: .builtInDemo, fetchedAt: day("2021-01-01"))
        try cache.saveMovie(
            makeMovie(id: 1, name: "New", cast: ["D"]), from: .builtInDemo, fetchedAt: day("2021-01-02"))

        let cached = try #require(try cache.movie(id: 1, from: .builtInDemo))
        #expect(cached.movie.name == "New")
        #expect(cached.movie.cast.map(\.name) == ["D"])
    }

    @Test func readsAtMostTheLimitOfAList() throws {
        try cache.saveMovies(
            makeMovies(10), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2021-01-01"))
        let cached = try #require(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo, limit: 3))
        #expect(ids(cached.movies) == [1, 2, 3])
        #expect(cached.movies.allSatisfy { $0.cast.count == 2 })
    }

    @Test func keepsAMovieListedTwiceInBothPlacesWithItsCastOnce() throws {
        let movies = [makeMovie(id: 1), makeMovie(id: 2), makeMovie(id: 1)]
        try cache.saveMovies(movies, in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2021-01-01"))
        let cached = try #require(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo))
        #expect(ids(cached.movies) == [1, 2, 1])
        #expect(cached.movies[0].cast.count == 2)
    }

    @Test(arguments: [
        "SELECT movie.key FROM movie WHERE source = 'demo' AND id = 1",
        "SELECT movie.id FROM movie WHERE key = 1",
        "SELECT id FROM movieList WHERE source = 'demo' AND kind = 'topGrossing' AND year = 2016",
        "SELECT movieKey FROM movieListEntry WHERE listId = 1 ORDER BY position",
        "SELECT name FROM castMember WHERE movieKey = 1 ORDER BY position",
        "SELECT listId FROM movieListEntry WHERE movieKey = 1",
        "SELECT etag FROM answerFreshness WHERE source = 'tmdb' AND origin IN ('built-in', '') AND language = '' AND question = 'movie/1'",
    ])
    func looksUpByIndexNeverByScanningATable(query: String) throws {
        let plan = try cache.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + query).map { $0["detail"] as String }
        }
        #expect(!plan.isEmpty)
        #expect(plan.allSatisfy { !$0.hasPrefix("SCAN") && !$0.contains("TEMP B-TREE") }, "\(plan)")
    }

    @Test func countsWhatItHoldsAndSpansTheFetchTimesOfMoviesAndListsAlike() throws {
        let empty = try cache.statistics()
        #expect((empty.movies, empty.lists, empty.oldestFetch, empty.newestFetch) == (0, 0, nil, nil))

        try cache.saveMovie(makeMovie(id: 9), from: .builtInDemo, fetchedAt: day("2024-01-01"))
        try cache.saveMovies(makeMovies(2), in: .topRated, year: 2016, from: .builtInDemo, fetchedAt: day("2024-03-01"))
        let statistics = try cache.statistics()
        #expect((statistics.movies, statistics.lists) == (3, 1))
        #expect(statistics.oldestFetch == day("2024-01-01"))
        #expect(statistics.newestFetch == day("2024-03-01"))
    }
}
