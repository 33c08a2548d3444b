import Foundation
import Testing

@testable import MovieKit

/// Reading TMDB's lists to browse, collections and a film's recommendations, as TMDB writes
/// them and as a hostile server might.
struct TMDBBrowseDecodingTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func leavesOutTrendingEntriesThatAreNotFilms() throws {
        let page = try decode(
            TMDBBrowsePage.self,
            #"""
            {"page":1,"total_pages":1,"total_results":3,"results":[
              {"id":1,"title":"A","media_type":"movie","vote_average":7,"release_date":"2016-01-01"},
              {"id":2,"name":"A Show","media_type":"tv","first_air_date":"2016-01-01","vote_average":8},
              {"id":3,"title":"C","vote_average":6,"release_date":""}]}
            """#)
        #expect(page.results.map(\.id) == [1, 3])
    }

    @Test func refusesAFilmEntryThatCannotBeRead() {
        #expect(throws: DecodingError.self) {
            try decode(
                TMDBBrowsePage.self,
                #"{"page":1,"total_pages":1,"results":[{"id":0,"title":"A","media_type":"movie","vote_average":7}]}"#)
        }
    }

    @Test func readsACollectionWithoutPartsAsOneWithNoFilms() throws {
        let collection = try decode(TMDBCollection.self, #"{"id":400002,"name":"Iron Harbor Collection"}"#)
        #expect(collection.parts.isEmpty && collection.name == "Iron Harbor Collection")
    }

    @Test func keepsAFilmWhoseRecommendationsOrCollectionCannotBeRead() throws {
        let details = try decode(
            TMDBMovieDetails.self,
            #"""
            {"id":5,"title":"T","vote_average":7,"belongs_to_collection":{"id":"x"},"original_language":"not a code",
             "recommendations":{"results":[{"id":-1,"title":"bad","vote_average":7},{"id":6,"title":"Good","vote_average":7,"release_date":"1999-02-03"},
             {"id":5,"title":"Itself","vote_average":7}]}}
            """#)
        #expect(details.collection == nil && details.originalLanguage == nil)
        let page = try #require(MoviePage(details))
        #expect(page.recommendations == [FilmReference(id: 6, title: "Good", year: 1999)])
    }

    @Test func readsAPageKeptBeforeCollectionsAndRecommendations() throws {
        let page = try decode(MoviePage.self, #"{"directors":["D"],"writers":[],"watch":{}}"#)
        #expect(page.directors == ["D"] && page.collection == nil && page.recommendations.isEmpty)
    }
}
