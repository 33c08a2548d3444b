import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// How a TMDB film's details map to the domain's movie.
struct TMDBMovieTests {
    private func movie(_ json: String) throws -> TMDBMovie {
        TMDBMovie(try APICoding.decode(TMDBMovieDetails.self, from: Data(json.utf8), using: APICoding.makeDecoder()))
    }

    @Test func mapsTitleDateRevenueVotesRuntimeGenresAndOverview() throws {
        let movie = try movie(
            #"""
            {"id":100001,"title":"Zoë et le 東京","release_date":"2016-12-31","revenue":123456789,"runtime":97,"vote_average":6.8,
             "overview":"Une fable.","genres":[{"id":35,"name":"Comedy"},{"id":10749,"name":"Romance"}]}
            """#)
        #expect(movie.id == 100_001)
        #expect(movie.name == "Zoë et le 東京")
        #expect(movie.releaseDate == day("2016-12-31"))
        #expect(movie.year == 2016)
        #expect(movie.grossing == 123_456_789)
        #expect(movie.rating == 6.8)
        #expect(movie.runtime == 97)
        #expect(movie.overview == "Une fable.")
        #expect(movie.genres == ["Comedy", "Romance"])
    }

    @Test(arguments: [#""release_date":"","#, #""release_date":null,"#, ""])
    func hasNoYearWhenTheReleaseDateIsUnknown(field: String) throws {
        let movie = try movie(#"{"id":1,"title":"Someday","# + field + #""vote_average":0}"#)
        #expect(movie.releaseDate == nil)
        #expect(movie.year == nil)
    }

    @Test func takesARevenueOfZeroAndARuntimeOfZeroAsUnknown() throws {
        let movie = try movie(
            #"{"id":1,"title":"Indie","release_date":"2016-01-01","revenue":0,"runtime":0,"vote_average":7}"#)
        #expect(movie.grossing == nil)
        #expect(movie.runtime == nil)
        #expect(movie.year == 2016)
    }

    @Test func billsTheCastInTMDBsOrderWhateverOrderTheJSONHasIt() throws {
        let movie = try movie(
            #"""
            {"id":1,"title":"T","vote_average":7,"credits":{"cast":[
              {"name":"Third","order":2},{"name":"Unordered A"},{"name":"First","order":0},{"name":"Amélie Poulain","order":1},{"name":"Unordered B"}]}}
            """#)
        #expect(movie.cast.map(\.name) == ["First", "Amélie Poulain", "Third", "Unordered A", "Unordered B"])
    }

    @Test func hasNoCastWithoutCredits() throws {
        #expect(try movie(#"{"id":1,"title":"T","vote_average":7}"#).cast.isEmpty)
    }

    @Test func readsAReleaseOnTheFirstAndLastDayOfAYearAsThatYear() throws {
        #expect(try movie(#"{"id":1,"title":"T","vote_average":7,"release_date":"2016-01-01"}"#).year == 2016)
        #expect(try movie(#"{"id":1,"title":"T","vote_average":7,"release_date":"1969-12-31"}"#).year == 1969)
    }
}
