import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit
@testable import movies

struct MovieRendererTests {
    let movies: [any Movie] = [
        makeMovie(
            id: 1, name: "Finding Dory", releaseDate: "2016-06-17", grossing: 486_295_561, rating: 74,
            cast: ["Ellen DeGeneres", "Albert Brooks"]),
        makeMovie(
            id: 10, name: "Doctor Strange", releaseDate: "2016-11-05", grossing: 230_107_790, rating: 7.5,
            cast: ["Benedict Cumberbatch"]),
    ]

    @Test func tabulatesIDTitleDateGrossingRatingAndCastInRankOrder() {
        let table = MovieRenderer(format: .table, style: .plain).render(movies)
        #expect(
            table == """
                Id  Title           Released        Grossing  Rating  Cast
                 1  Finding Dory    2016-06-17  $486,295,561      74  Ellen DeGeneres, Albert Brooks
                10  Doctor Strange  2016-11-05  $230,107,790     7.5  Benedict Cumberbatch

                """)
    }

    @Test func saysSoWhenAListIsEmpty() {
        #expect(MovieRenderer(format: .table, style: .plain).render([any Movie]()) == "No movies.\n")
    }

    @Test func showsOneMovieInDetail() {
        let detail = MovieRenderer(format: .table, style: .plain).render(movies[0])
        #expect(
            detail == """
                Finding Dory (2016)
                  Released  2016-06-17
                  Grossing  $486,295,561
                  Rating    74/100
                  Cast      Ellen DeGeneres, Albert Brooks
                  Id        1

                """)
    }

    @Test func showsUnknownFactsAsADashAndWhatTMDBAddsInDetail() {
        let movie = TMDBMovie(
            id: 271_110, name: "Amélie à Paris", releaseDate: nil, grossing: nil, rating: 7.8, actors: [],
            overview:
                "A shy waitress decides to change the lives of those around her for the better, while struggling with her own isolation.",
            runtime: 107, genres: ["Comedy", "Romance"])
        let detail = MovieRenderer(format: .table, style: .plain).render(movie)
        #expect(
            detail == """
                Amélie à Paris
                  Released  —
                  Grossing  —
                  Rating    7.8/10
                  Runtime   1 h 47 min
                  Genres    Comedy, Romance
                  Cast      —
                  Id        271110

                  A shy waitress decides to change the lives of those around her for the
                  better, while struggling with her own isolation.

                """)
    }

    @Test func saysWhyAFilmKnownOnlyFromAListLacksItsDetails() {
        let entry = TMDBListEntry(id: 100004, title: "Iron Harbor", releaseDate: day("2016-05-06"), voteAverage: 6.9)
        let movie = TMDBMovie(listed: entry, incompleteBecause: "the movie API answered HTTP 500")
        let detail = MovieRenderer(format: .table, style: .plain).render(movie)
        #expect(
            detail == """
                Iron Harbor (2016)
                  Released  2016-05-06
                  Grossing  —
                  Rating    6.9/10
                  Cast      —
                  Id        100004
                  Missing   its details, known only from a list (the movie API answered HTTP 500); asked for again next time

                """)
    }

    @Test func alignsWideAndAccentedTitlesByTheColumnsATerminalGivesThem() {
        let table = MovieRenderer(format: .table, style: .plain).render([
            makeMovie(id: 1, name: "風の丘", rating: 7.4, cast: ["A"]),
            makeMovie(id: 2, name: "Ame\u{301}lie", rating: 8, cast: ["B"]),
            makeMovie(id: 3, name: "Zoë", rating: 6, cast: ["C"]),
        ])
        #expect(
            table == """
                Id  Title   Released        Grossing  Rating  Cast
                 1  風の丘  2016-06-17  $100,000,000     7.4  A
                 2  Amélie  2016-06-17  $100,000,000       8  B
                 3  Zoë     2016-06-17  $100,000,000       6  C

                """)
    }

    @Test func tabulatesUnknownDatesAndTakingsAsADash() {
        let table = MovieRenderer(format: .table, style: .plain).render([
            makeMovie(id: 3, name: "Untitled", releaseDate: nil, grossing: nil, rating: 6, cast: ["A"])
        ])
        #expect(
            table == """
                Id  Title     Released  Grossing  Rating  Cast
                 3  Untitled  —                —       6  A

                """)
    }

    @Test func writesUnknownFactsAsNullAndOmitsWhatTheSourceDoesNotHaveInJSON() throws {
        let unknown = makeMovie(id: 3, year: nil, releaseDate: nil, grossing: nil)
        let json = MovieRenderer(format: .json, style: .plain).render(unknown)
        #expect(
            json.contains(#""releaseDate" : null"#) && json.contains(#""grossing" : null"#)
                && json.contains(#""year" : null"#))
        #expect(!json.contains("overview") && !json.contains("runtime") && !json.contains("genres"))
        let known = makeMovie(id: 4, overview: "Fish.", runtime: 97, genres: ["Animation"])
        let decoded = try WrittenFilms.one(MovieRenderer(format: .json, style: .plain).render(known))
        #expect(decoded == known)
        #expect(try WrittenFilms.one(json) == unknown)
    }

    @Test func printsJSONOfTheAPIsFactsNamingTheTitleTitleAndTheVotesVotes() throws {
        let json = MovieRenderer(format: .json, style: .plain).render(movies)
        #expect(try WrittenFilms.list(json) == movies.map(snapshot))
        #expect(json.contains(#""releaseDate" : "2016-06-17""#))
        #expect(json.contains(#""title" : "Finding Dory""#) && !json.contains(#""name" : "Finding Dory""#))
        #expect(json.contains(#""votes" : null"#))
    }

    @Test func writesARatingNoOneGaveAsNullAndADash() throws {
        let unrated = TMDBMovie(
            id: 5, name: "Soon", releaseDate: day("2027-01-15"), grossing: nil, rating: 0, actors: [], voteCount: 0)
        let json = MovieRenderer(format: .json, style: .plain).render(unrated)
        #expect(json.contains(#""rating" : null"#) && json.contains(#""votes" : 0"#), "\(json)")
        let page = MovieRenderer(format: .table, style: .plain).render(unrated)
        #expect(page.contains("  Rating    —\n"), "\(page)")
    }

    @Test func printsTheSameJSONForTheSameMovieWhereverItCameFrom() throws {
        let cache = try CacheDatabase.inMemory()
        try cache.saveMovie(movies[0], from: .builtInDemo, fetchedAt: Date())
        let cached = try #require(try cache.movie(id: 1, from: .builtInDemo)).movie
        let renderer = MovieRenderer(format: .json, style: .plain)
        #expect(renderer.render(cached) == renderer.render(movies[0]))
    }
}
