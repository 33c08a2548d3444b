import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// The tables of a row's parts (``PartsTable``): a movie's cast, genres, services and release
/// days, a list's entries. Saving the row again puts the parts it has now in place of those it
/// had, each part once.
struct CachePartsTablesTests {
    private let cache: CacheDatabase
    private let tmdb = Catalogue(source: .tmdb, origin: "https://api.themoviedb.org:443", language: "en-US")
    private let fetchedAt = day("2026-11-01")

    init() throws {
        cache = try CacheDatabase.inMemory()
    }

    @Test func savingAMovieAgainLeavesOnlyTheGenresServicesAndReleaseDaysItHasNow() throws {
        try save(
            makeDiscoverableMovie(
                id: 2, genreIDs: [16, 18], streaming: ["US": ["Netflix"], "DE": ["Netflix"]],
                releases: [
                    FilmRelease(country: "US", kind: .theatrical, day: day("2016-03-04")),
                    FilmRelease(country: "US", kind: .digital, day: day("2016-06-07")),
                ]))
        #expect(try rows("SELECT CAST(genreId AS TEXT) FROM movieGenre ORDER BY genreId") == ["16", "18"])
        #expect(
            try rows("SELECT region || ' ' || provider FROM movieProvider ORDER BY region") == [
                "DE Netflix", "US Netflix",
            ])
        #expect(
            try rows("SELECT type || ' ' || day FROM movieRelease ORDER BY type") == ["3 2016-03-04", "4 2016-06-07"])

        try save(
            makeDiscoverableMovie(
                id: 2, genreIDs: [18], streaming: ["US": ["Hulu"]],
                releases: [FilmRelease(country: "FR", kind: .digital, day: day("2016-08-09"))]))
        #expect(try rows("SELECT CAST(genreId AS TEXT) FROM movieGenre") == ["18"])
        #expect(try rows("SELECT region || ' ' || provider FROM movieProvider") == ["US Hulu"])
        #expect(try rows("SELECT country || ' ' || type || ' ' || day FROM movieRelease") == ["FR 4 2016-08-09"])

        try save(makeDiscoverableMovie(id: 2))
        #expect(try rows("SELECT CAST(genreId AS TEXT) FROM movieGenre").isEmpty)
        #expect(try rows("SELECT provider FROM movieProvider").isEmpty)
        #expect(try rows("SELECT day FROM movieRelease").isEmpty)
    }

    @Test func aGenreGivenTwiceIsKeptOnce() throws {
        try save(makeDiscoverableMovie(id: 2, genreIDs: [16, 16, 18]))
        #expect(try rows("SELECT CAST(genreId AS TEXT) FROM movieGenre ORDER BY genreId") == ["16", "18"])
    }

    @Test func savingAMovieAgainPutsItsCastInBillingOrderInPlaceOfTheOneItHad() throws {
        try save(makeMovie(id: 1, cast: ["Ellen DeGeneres", "Albert Brooks", "Ed O'Neill"]))
        #expect(try cast(of: 1) == ["Ellen DeGeneres", "Albert Brooks", "Ed O'Neill"])
        try save(makeMovie(id: 1, cast: ["Idris Elba"]))
        #expect(try cast(of: 1) == ["Idris Elba"])
        #expect(try rows("SELECT position || ' ' || name FROM castMember") == ["0 Idris Elba"])
    }

    @Test func savingAListAgainMakesItsEntriesTheFilmsItHasNowInTheirOrder() throws {
        try cache.saveMovies(
            [makeMovie(id: 1), makeMovie(id: 2), makeMovie(id: 3)], in: .topGrossing, year: 2016, from: .builtInDemo,
            fetchedAt: fetchedAt)
        try cache.saveMovies(
            [makeMovie(id: 3), makeMovie(id: 1)], in: .topGrossing, year: 2016, from: .builtInDemo,
            fetchedAt: fetchedAt)
        let list = try #require(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo))
        #expect(list.movies.map(\.id) == [3, 1])
        #expect(try rows("SELECT CAST(position AS TEXT) FROM movieListEntry ORDER BY position") == ["0", "1"])
    }

    private func save(_ movie: any Movie) throws {
        let catalogue = movie is TMDBMovie ? tmdb : .builtInDemo
        try cache.saveMovies([movie], in: .topGrossing, year: 2016, from: catalogue, fetchedAt: fetchedAt)
    }

    private func cast(of id: Int) throws -> [String] {
        try #require(try cache.movie(id: id, from: .builtInDemo)).movie.cast.map(\.name)
    }

    private func rows(_ sql: String) throws -> [String] {
        try cache.reader.read { db in try String.fetchAll(db, sql: sql) }
    }
}
