import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// TMDB's JSON, lenient exactly where TMDB is irregular and strict elsewhere, with errors that
/// name the field.
struct TMDBDecodingTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws(MovieServiceError) -> T {
        try APICoding.decode(type, from: Data(json.utf8), using: APICoding.makeDecoder())
    }

    private static let fullDetails = #"""
        {"adult":false,"backdrop_path":"/b.jpg","belongs_to_collection":null,"budget":63000000,
         "genres":[{"id":18,"name":"Drama"},{"id":53,"name":"Thriller"}],"homepage":"","id":550,"imdb_id":"tt0137523",
         "original_language":"en","original_title":"Fight Club","overview":"A ticking-time-bomb insomniac…","popularity":61.4,
         "poster_path":"/p.jpg","production_companies":[],"release_date":"1999-10-15","revenue":100853753,"runtime":139,
         "spoken_languages":[],"status":"Released","tagline":"","title":"Fight Club","video":false,"vote_average":8.433,"vote_count":26280,
         "credits":{"cast":[
           {"adult":false,"gender":2,"id":287,"known_for_department":"Acting","name":"Brad Pitt","order":1,"character":"Tyler Durden","cast_id":4},
           {"adult":false,"gender":2,"id":819,"known_for_department":"Acting","name":"Edward Norton","order":0,"character":"Narrator","cast_id":5}],
          "crew":[{"id":7467,"name":"David Fincher","job":"Director"}]}}
        """#

    @Test func readsAFilmsDetailsWithItsCredits() throws {
        let details = try decode(TMDBMovieDetails.self, Self.fullDetails)
        #expect(details.id == 550)
        #expect(details.title == "Fight Club")
        #expect(details.releaseDate == day("1999-10-15"))
        #expect(details.revenue == 100_853_753)
        #expect(details.runtime == 139)
        #expect(details.voteAverage == 8.433)
        #expect(details.genres.map(\.name) == ["Drama", "Thriller"])
        #expect(details.credits?.cast.map(\.name) == ["Brad Pitt", "Edward Norton"])
        #expect(details.credits?.cast.map(\.order) == [1, 0])
    }

    @Test(arguments: [#""release_date":"","runtime":0,"#, #""release_date":null,"runtime":null,"#, ""])
    func readsWhatTMDBDoesNotKnowAsUnknown(fields: String) throws {
        let json =
            #"{"id":1,"title":"Untitled","vote_average":0,"revenue":0,"overview":"","poster_path":null,"# + fields
            + #""video":false}"#
        let details = try decode(TMDBMovieDetails.self, json)
        #expect(details.releaseDate == nil)
        #expect(details.revenue == nil)
        #expect(details.runtime == nil)
        #expect(details.overview == nil)
        #expect(details.posterPath == nil)
        #expect(details.genres.isEmpty)
        #expect(details.credits == nil)
    }

    @Test func readsCreditsWithoutACastAsNoCast() throws {
        let details = try decode(TMDBMovieDetails.self, #"{"id":1,"title":"T","vote_average":5,"credits":{"crew":[]}}"#)
        #expect(details.credits?.cast == [])
    }

    @Test(arguments: [
        (#"{"title":"T","vote_average":5}"#, "id", "missing field"),
        (#"{"id":"1","title":"T","vote_average":5}"#, "id", "expected an integer"),
        (#"{"id":0,"title":"T","vote_average":5}"#, "id", "expected a positive id, got 0"),
        (#"{"id":1,"vote_average":5}"#, "title", "missing field"),
        (#"{"id":1,"title":"","vote_average":5}"#, "title", "expected a title"),
        (#"{"id":1,"title":"T"}"#, "vote_average", "missing field"),
        (#"{"id":1,"title":"T","vote_average":null}"#, "vote_average", "got null"),
        (#"{"id":1,"title":"T","vote_average":11}"#, "vote_average", "expected a rating from 0 to 10, got 11.0"),
        (#"{"id":1,"title":"T","vote_average":5,"release_date":"2016-02-30"}"#, "release_date", #"got "2016-02-30""#),
        (#"{"id":1,"title":"T","vote_average":5,"release_date":"15/10/1999"}"#, "release_date", "yyyy-MM-dd"),
        (#"{"id":1,"title":"T","vote_average":5,"revenue":-5}"#, "revenue", "expected zero or more, got -5"),
        (#"{"id":1,"title":"T","vote_average":5,"runtime":"long"}"#, "runtime", "expected an integer"),
        (
            #"{"id":1,"title":"T","vote_average":5,"credits":{"cast":[{"order":0}]}}"#, "credits.cast[0].name",
            "missing field"
        ),
        (#"{"id":1,"title":"T","vote_average":5,"genres":[{"id":1}]}"#, "genres[0].name", "missing field"),
    ])
    func refusesWhatIsMalformedNamingTheField(json: String, path: String, reason: String) {
        #expect {
            _ = try decode(TMDBMovieDetails.self, json)
        } throws: { error in
            guard case .badData(let actualPath, let actualReason) = error as? MovieServiceError else { return false }
            return actualPath == path && actualReason.contains(reason)
        }
    }

    @Test func readsADiscoverPage() throws {
        let json = #"""
            {"page":1,"total_pages":3,"total_results":45,"results":[
              {"adult":false,"genre_ids":[28],"id":271110,"original_title":"Captain America: Civil War","overview":"…",
               "poster_path":null,"release_date":"2016-04-27","title":"Captain America: Civil War","vote_average":7.4,"vote_count":22000},
              {"id":2,"title":"Amélie 2 — 東京","release_date":"","vote_average":0,"vote_count":0}]}
            """#
        let page = try decode(TMDBDiscoverPage.self, json)
        #expect(page.page == 1 && page.totalPages == 3 && page.totalResults == 45)
        #expect(page.results.map(\.id) == [271_110, 2])
        #expect(page.results[0].releaseDate == day("2016-04-27"))
        #expect(page.results[1].releaseDate == nil)
        #expect(page.results[1].title == "Amélie 2 — 東京")
    }

    @Test func namesTheEntryAtFaultInAPage() {
        let entries = (0..<5).map {
            $0 == 3 ? #"{"title":"T","vote_average":5}"# : #"{"id":\#($0 + 1),"title":"T","vote_average":5}"#
        }
        let json = #"{"page":1,"total_pages":1,"total_results":5,"results":["# + entries.joined(separator: ",") + "]}"
        #expect(throws: MovieServiceError.badData(path: "results[3].id", reason: "missing field")) {
            try decode(TMDBDiscoverPage.self, json)
        }
    }

    @Test func readsTMDBsErrorBodyAndNothingElse() {
        let body = TMDBErrorBody(
            Data(
                #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#
                    .utf8))
        #expect(
            body == TMDBErrorBody(statusCode: 7, statusMessage: "Invalid API key: You must be granted a valid key."))
        #expect(TMDBErrorBody(Data("<html>Bad gateway</html>".utf8)) == nil)
        #expect(TMDBErrorBody(statusCode: 25, statusMessage: "Too\nmany").oneLineMessage == "Too many")
    }

    @Test func writesDetailsBackInTMDBsShape() throws {
        let details = TMDBTestData.details(id: 7, title: "Zoé")
        let again = try decode(TMDBMovieDetails.self, apiJSON(details))
        #expect(again == details)
        let unknown = TMDBMovieDetails(id: 8, title: "T", voteAverage: 5)
        #expect(try decode(TMDBMovieDetails.self, apiJSON(unknown)) == unknown)
    }

    @Test func writesAFilmsNameAndVotesBackAsAListAndItsDetailsGiveThem() throws {
        let entry = TMDBListEntry(
            id: 9, title: "Zoé", originalTitle: "Zoé à Tokyo", releaseDate: day("2016-05-06"), voteAverage: 6.5,
            voteCount: 40, genreIDs: [18, 53], originalLanguage: "fr", popularity: 12.5)
        #expect(try decode(TMDBListEntry.self, apiJSON(entry)) == entry)
        var details = TMDBTestData.details(id: 9, title: "Zoé")
        details.originalTitle = entry.originalTitle
        details.originalLanguage = entry.originalLanguage
        details.popularity = entry.popularity
        let again = try decode(TMDBMovieDetails.self, apiJSON(details))
        #expect(again == details)
        var named = details.listEntry
        named.genreIDs = []  // details name their genres, with no genre_ids
        #expect(try decode(TMDBListEntry.self, apiJSON(details)) == named)
    }
}
