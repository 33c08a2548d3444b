import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// Sources never mix in the cache, an answer is given only for the API origin it came from, and
/// one origin's answer never replaces another's.
struct CacheSourceTests {
    private let cache: CacheDatabase
    private let tmdb = Catalogue(source: .tmdb, origin: "https://api.themoviedb.org:443")
    private let tmdbProxy = Catalogue(source: .tmdb, origin: "http://127.0.0.1:9999")
    private let fetched = day("2026-11-01")

    init() throws {
        cache = try CacheDatabase.inMemory()
        try cache.saveMovies(
            [makeMovie(id: 1, name: "Finding Dory", cast: ["Ellen DeGeneres"])], in: .topGrossing, year: 2016,
            from: .builtInDemo, fetchedAt: fetched)
        try cache.saveMovies(
            [
                makeMovie(
                    id: 1, name: "Amélie", year: 2001, releaseDate: nil, grossing: nil, rating: 7.9,
                    cast: ["Audrey Tautou"],
                    overview: "A waitress in Montmartre.", runtime: 122, genres: ["Comedy", "Romance"])
            ],
            in: .topGrossing, year: 2016, from: tmdb, fetchedAt: fetched)
    }

    @Test func keepsTheSameIdOfTwoSourcesApart() throws {
        #expect(try cache.movie(id: 1, from: .builtInDemo)?.movie.name == "Finding Dory")
        #expect(try cache.movie(id: 1, from: tmdb)?.movie.name == "Amélie")
        #expect(
            try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo)?.movies.map(\.name) == ["Finding Dory"])
        #expect(try cache.movies(in: .topGrossing, year: 2016, from: tmdb)?.movies.map(\.name) == ["Amélie"])
    }

    @Test func keepsWhatTMDBKnowsAndWhatItDoesNot() throws {
        let amelie = try #require(try cache.movie(id: 1, from: tmdb)?.movie)
        #expect(amelie.releaseDate == nil && amelie.grossing == nil && amelie.year == 2001)
        #expect(
            amelie.overview == "A waitress in Montmartre." && amelie.runtime == 122
                && amelie.genres == ["Comedy", "Romance"])
        #expect(amelie.castNames == ["Audrey Tautou"])
    }

    @Test func givesAnAnswerOnlyForTheOriginItCameFrom() throws {
        #expect(try cache.movie(id: 1, from: tmdbProxy) == nil)
        #expect(try cache.movies(in: .topGrossing, year: 2016, from: tmdbProxy) == nil)
        #expect(try cache.found(by: "amelie", in: tmdbProxy).isEmpty)
        #expect(try cache.cachedFilmography(ofPersonNamed: "Audrey Tautou", in: tmdbProxy) == nil)
        #expect(try cache.cachedLists(of: tmdbProxy).isEmpty)
    }

    @Test func keepsEachOriginsAnswerBesideTheOthers() throws {
        let later = day("2026-11-20"), amelie = try MovieSearch("amelie")
        try cache.saveMovies(
            [makeMovie(id: 1, name: "Amélie (proxied)", cast: ["Audrey Tautou"])], in: .topGrossing, year: 2016,
            from: tmdbProxy, fetchedAt: later)
        try cache.save(
            [MovieSummary(id: 1, title: "Amélie (proxied)", rating: 7.9)], answering: amelie,
            from: tmdbProxy, fetchedAt: later, fetchedSize: nil)
        #expect(try cache.movie(id: 1, from: tmdbProxy)?.movie.name == "Amélie (proxied)")
        #expect(try cache.movie(id: 1, from: tmdb)?.movie.name == "Amélie")
        #expect(try cache.movie(id: 1, from: tmdb)?.fetchedAt == fetched)
        #expect(try cache.movies(in: .topGrossing, year: 2016, from: tmdb)?.movies.map(\.name) == ["Amélie"])
        #expect(try cache.answer(to: amelie, from: tmdb) == nil)
        #expect(try cache.answer(to: amelie, from: tmdbProxy)?.value.map(\.title) == ["Amélie (proxied)"])
        #expect(try cache.found(by: "amelie", in: tmdb).map(\.title) == ["Amélie"])
        #expect(try cache.otherOrigin(answering: .search(amelie), for: tmdb) == tmdbProxy.origin)
        #expect(try cache.otherOrigin(answering: .movie(id: 1), for: tmdb) == nil)
    }

    @Test func renewsOnlyTheAnswerOfTheCatalogueThatConfirmedIt() throws {
        let later = day("2026-11-20")
        #expect(
            try !cache.renew(.list(.topGrossing, year: 2016), from: tmdbProxy, fetchedAt: later, freshness: .unknown))
        #expect(try cache.renew(.list(.topGrossing, year: 2016), from: tmdb, fetchedAt: later, freshness: .unknown))
        #expect(try cache.movies(in: .topGrossing, year: 2016, from: tmdb)?.fetchedAt == later)
        #expect(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo)?.fetchedAt == fetched)
    }

    @Test func searchesListsAndFindsActorsWithinOneSource() throws {
        #expect(try cache.found(by: "amelie", in: .tmdb).map(\.id) == [1])
        #expect(try cache.found(by: "amelie", in: .demo).isEmpty)
        #expect(try cache.cachedFilmography(ofPersonNamed: "Audrey Tautou", in: .demo) == nil)
        #expect(
            try cache.cachedFilmography(ofPersonNamed: "Audrey Tautou", in: .tmdb)?.value.movies.map(\.title) == [
                "Amélie"
            ])
        #expect(try cache.cachedLists(of: .tmdb).map(\.movieCount) == [1])
    }

    @Test func countsEachSourceAndClearsOneWithoutTouchingTheOther() throws {
        let statistics = try cache.statistics()
        #expect(
            statistics.movies == 2 && statistics.bySource[.demo]?.movies == 1 && statistics.bySource[.tmdb]?.movies == 1
        )
        #expect(statistics.bySource[.tmdb]?.actors == 1 && statistics.bySource[.tmdb]?.lists == 1)
        try cache.clear(.tmdb)
        #expect(try cache.movie(id: 1, from: tmdb) == nil)
        #expect(try cache.found(by: "amelie", in: .tmdb).isEmpty)
        #expect(try cache.movie(id: 1, from: .builtInDemo)?.movie.name == "Finding Dory")
        #expect(try cache.statistics().bySource[.tmdb]?.movies == 0)
    }
}
