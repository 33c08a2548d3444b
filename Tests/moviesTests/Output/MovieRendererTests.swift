import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

@testable import movies

struct MovieRendererTests {
    let movies: [any Movie] = [
        makeMovie(id: 1, name: "Finding Dory", releaseDate: "2016-06-17", grossing: 486_295_561, rating: 74,
                  cast: ["Ellen DeGeneres", "Albert Brooks"]),
        makeMovie(id: 10, name: "Doctor Strange", releaseDate: "2016-11-05", grossing: 230_107_790, rating: 7.5,
                  cast: ["Benedict Cumberbatch"]),
    ]

    @Test func tabulatesRankTitleDateGrossingRatingAndCast() {
        let table = MovieRenderer(format: .table, style: .plain).render(movies)
        #expect(table == """
            #  Title           Released        Grossing  Rating  Cast
            1  Finding Dory    2016-06-17  $486,295,561      74  Ellen DeGeneres, Albert Brooks
            2  Doctor Strange  2016-11-05  $230,107,790     7.5  Benedict Cumberbatch

            """)
    }

    @Test func saysSoWhenAListIsEmpty() {
        #expect(MovieRenderer(format: .table, style: .plain).render([any Movie]()) == "No movies.\n")
    }

    @Test func showsOneMovieInDetail() {
        let detail = MovieRenderer(format: .table, style: .plain).render(movies[0])
        #expect(detail == """
            Finding Dory (2016)
              Released  2016-06-17
              Grossing  $486,295,561
              Rating    74
              Cast      Ellen DeGeneres, Albert Brooks
              Id        1

            """)
    }

    @Test func printsJSONTheAPIWouldServe() throws {
        let json = MovieRenderer(format: .json, style: .plain).render(movies)
        let decoded = try APICoding.decode([APIMovie].self, from: Data(json.utf8), using: APICoding.makeDecoder())
        #expect(decoded == movies.map(snapshot))
        #expect(json.contains(#""releaseDate" : "2016-06-17""#))
    }

    @Test func printsTheSameJSONForTheSameMovieWhereverItCameFrom() throws {
        let cache = try CacheDatabase.inMemory()
        try cache.saveMovie(movies[0], fetchedAt: Date())
        let cached = try #require(try cache.movie(id: 1)).movie
        let renderer = MovieRenderer(format: .json, style: .plain)
        #expect(renderer.render(cached) == renderer.render(movies[0]))
    }
}
