import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movie/{id}` answers TMDB's details shape, with credits when asked, over real HTTP.
struct TMDBDetailsTests {
    @Test func answersDetailsWithCreditsAppendedWhenAsked() async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("movie/100004", query: ["append_to_response": "credits"])
            #expect(response.status == 200)
            #expect(response.headers["Content-Type"]?.hasPrefix("application/json") == true)
            let movie = try JSONDecoder().decode(TMDBWire.MovieDetails.self, from: response.body)
            let credits = try #require(movie.credits)
            #expect(movie.title == "Iron Harbor")
            #expect(movie.revenue == 1_034_000_000)
            #expect(credits.id == nil, "appended credits carry no id of their own, as TMDB's do not")
            #expect(credits.cast.map(\.order) == [2, 0, 3, 1, 4])
            #expect(!credits.crew.isEmpty)
        }
    }

    @Test func leavesCreditsOutUnlessAsked() async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("movie/100001")
            let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            #expect(object["credits"] == nil)
            #expect(
                Set(object.keys) == [
                    "adult", "backdrop_path", "belongs_to_collection", "budget", "genres", "homepage", "id", "imdb_id",
                    "original_language", "original_title", "overview", "popularity", "poster_path",
                    "production_companies",
                    "production_countries", "release_date", "revenue", "runtime", "spoken_languages", "status",
                    "tagline",
                    "title", "video", "vote_average", "vote_count",
                ])
        }
    }

    @Test func writesEachCastMemberInTMDBsShape() async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("movie/100001", query: ["append_to_response": "credits"])
            let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            let credits = try #require(object["credits"] as? [String: Any])
            let cast = try #require(credits["cast"] as? [[String: Any]])
            #expect(!cast.isEmpty)
            #expect(
                cast.allSatisfy {
                    Set($0.keys) == [
                        "adult", "gender", "id", "known_for_department", "name", "original_name", "popularity",
                        "profile_path",
                        "cast_id", "character", "credit_id", "order",
                    ]
                })
            #expect(cast.contains { $0["name"] as? String == "Zoë Marchetti" })
        }
    }

    @Test func writesUnknownValuesAsNullNotAsMissingKeys() async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("movie/100012", query: ["append_to_response": "credits"])
            let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            #expect(object["release_date"] is NSNull)
            #expect(object["runtime"] is NSNull)
            #expect(object["imdb_id"] is NSNull)
            #expect(object["belongs_to_collection"] is NSNull)
        }
    }

    @Test(arguments: ["movie/999999", "movie/abc", "movie/", "movie/100001/videos", "tv/1", "discover/tv", ""])
    func answersAnUnknownIdOrPathWith404Code34(path: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get(path)
            #expect(response.status == 404)
            let status = try JSONDecoder().decode(TMDBWire.Status.self, from: response.body)
            #expect(
                status
                    == TMDBWire.Status(
                        statusCode: 34, statusMessage: "The resource you requested could not be found.", success: false)
            )
        }
    }

    @Test func announcesABaseURLUnderSlash3() async throws {
        try await withTMDBServer { server async throws in
            #expect(server.baseURL.absoluteString.hasPrefix("http://127.0.0.1:"))
            #expect(server.baseURL.absoluteString.hasSuffix("/3/"))
        }
    }
}
