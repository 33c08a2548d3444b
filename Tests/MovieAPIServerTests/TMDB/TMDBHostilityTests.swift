import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies-api --dialect tmdb --hostile KIND` answers as the kind says, to the routes it concerns,
/// after `--hostile-after` good answers and at `--hostile-rate`.
struct TMDBHostilityTests {
    private func json(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    private func firstFilm(_ response: HTTPResponse) throws -> [String: Any] {
        try #require((try json(response)["results"] as? [[String: Any]])?.first)
    }

    private let page2016 = ["primary_release_year": "2016", "sort_by": "revenue.desc"] as KeyValuePairs

    @Test func answersWellFirstThenSpoilsListsOnlyWhenTheKindIsAboutLists() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.idZero, after: 1)) { server async throws in
            #expect(try firstFilm(try await server.get("discover/movie", query: page2016))["id"] as? Int == 100004)
            #expect(try firstFilm(try await server.get("discover/movie", query: page2016))["id"] as? Int == 0)
            let details = try await server.get("movie/100004")
            #expect(try details.status == 200 && json(details)["id"] as? Int == 100004)
        }
    }

    @Test func spoilsTheShareOfAnswersItsRateSays() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.emptyBody, rate: 0.5)) { server async throws in
            var empty = 0
            for _ in 0..<40 where try await server.get("movie/100004").body.isEmpty { empty += 1 }
            #expect((8...32).contains(empty), "\(empty) of 40")
        }
    }

    @Test func spoilsDetailsOnlyWhenTheKindIsAboutDetails() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.revenueString)) { server async throws in
            #expect(try json(try await server.get("movie/100004"))["revenue"] as? String == "a lot")
            #expect(try firstFilm(try await server.get("discover/movie", query: page2016))["id"] as? Int == 100004)
        }
    }

    @Test func claimsPagesItDoesNotHaveAndRefusesThem() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.pageBeyondLast)) { server async throws in
            #expect(try json(try await server.get("discover/movie", query: page2016))["total_pages"] as? Int == 3)
            let beyond = try await server.get("discover/movie", query: ["primary_release_year": "2016", "page": "2"])
            #expect(try beyond.status == 400 && json(beyond)["status_code"] as? Int == 22)
        }
    }

    @Test func repeatsTheLastFilmOfThePageBefore() async throws {
        try await withTMDBServer(
            catalogue: TMDBCatalogue(syntheticCount: 4000, seed: 7), hostility: TMDBHostility(.duplicateAcrossPages)
        ) { server async throws in
            let first = try json(try await server.get("discover/movie", query: page2016))["results"] as? [[String: Any]]
            let second =
                try json(
                    try await server.get(
                        "discover/movie",
                        query: ["primary_release_year": "2016", "sort_by": "revenue.desc", "page": "2"]))["results"]
                as? [[String: Any]]
            #expect(second?.count == 20)
            #expect(second?.first?["id"] as? Int == first?.last?["id"] as? Int)
        }
    }

    @Test func redirectsToTheSameServerAsAnotherOrigin() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.redirectElsewhere)) { server async throws in
            let response = try await server.get("discover/movie", query: page2016)
            #expect(response.status == 302)
            let location = try #require(response.headers["Location"].flatMap(URL.init(string:)))
            #expect(location.host == "localhost" && location.port == server.baseURL.port)
            #expect(location.path == "/3/elsewhere/discover/movie")
        }
    }

    @Test func refusesTheCredentialAsTMDBDoes() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.refusedCredential)) { server async throws in
            let response = try await server.get("movie/100004")
            #expect(try response.status == 401 && json(response)["status_code"] as? Int == 7)
        }
    }

    @Test func saysSuccessFalseWithA200() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.successFalse)) { server async throws in
            let response = try await server.get("discover/movie", query: page2016)
            #expect(response.status == 200)
            #expect(try json(response)["success"] as? Bool == false)
        }
    }

    @Test func asksAnHourBeforeTheNextTry() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.retryAfterHour)) { server async throws in
            let response = try await server.get("movie/100004")
            #expect(response.status == 429 && response.headers["Retry-After"] == "3600")
        }
    }
}
