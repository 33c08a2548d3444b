import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// A film known only from a list's entry (its details failed) is kept as incomplete, and never
/// takes the place of what the cache knew of it in full.
struct CacheIncompleteMovieTests {
    private let cache: CacheDatabase
    private let tmdb = Catalogue(source: .tmdb, origin: "https://api.themoviedb.org:443")
    private let entry = TMDBListEntry(id: 7, title: "Iron Harbor", releaseDate: day("2016-05-06"), voteAverage: 6.9)
    private let complete = TMDBMovie(
        id: 7, name: "Iron Harbor", releaseDate: day("2016-05-06"), grossing: 1_034_000_000, rating: 6.9,
        actors: [TMDBCastMember(name: "Tom Brennan", order: 0)], overview: "A harbour.", runtime: 131)

    init() throws {
        cache = try CacheDatabase.inMemory()
    }

    @Test func keepsAnIncompleteFilmWithWhyAndItsListAnswersWithIt() throws {
        let listed = TMDBMovie(listed: entry, incompleteBecause: "the movie API answered HTTP 500")
        try cache.saveMovies([listed], in: .topGrossing, year: 2016, from: tmdb, fetchedAt: day("2026-11-01"))

        let movie = try #require(try cache.movie(id: 7, from: tmdb)?.movie)
        #expect(movie.incompleteReason == "the movie API answered HTTP 500")
        #expect(movie.name == "Iron Harbor" && movie.grossing == nil && movie.castNames.isEmpty && movie.rating == 6.9)
        #expect(try cache.movies(in: .topGrossing, year: 2016, from: tmdb)?.movies.first?.incompleteReason != nil)

        try cache.saveMovie(complete, from: tmdb, fetchedAt: day("2026-11-02"))
        let completed = try #require(try cache.movie(id: 7, from: tmdb)?.movie)
        #expect(
            completed.incompleteReason == nil && completed.grossing == 1_034_000_000
                && completed.castNames == ["Tom Brennan"])
    }

    @Test func neverReplacesAFilmKnownInFull() throws {
        try cache.saveMovie(complete, from: tmdb, fetchedAt: day("2026-11-01"))
        let listed = TMDBMovie(listed: entry, incompleteBecause: "the movie API did not answer in time")
        try cache.saveMovies([listed], in: .topGrossing, year: 2016, from: tmdb, fetchedAt: day("2026-11-02"))

        let movie = try #require(try cache.movie(id: 7, from: tmdb))
        #expect(movie.movie.incompleteReason == nil && movie.movie.grossing == 1_034_000_000)
        #expect(movie.movie.castNames == ["Tom Brennan"] && movie.movie.overview == "A harbour.")
        #expect(try cache.found(by: "tom brennan", in: .tmdb).map(\.id) == [7])
        #expect(try cache.movies(in: .topGrossing, year: 2016, from: tmdb)?.movies.map(\.id) == [7])
    }
}
