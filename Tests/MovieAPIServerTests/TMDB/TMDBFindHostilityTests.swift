import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `find/{external_id}` is spoiled by `find-results-missing` and by the kinds that spoil any
/// answer; the kinds for lists and details leave it alone.
struct TMDBFindHostilityTests {
    private let query: KeyValuePairs<String, String> = ["external_source": "imdb_id"]

    private func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    @Test func leavesOutTheFilmsAndKeepsTheOtherLists() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.findResultsMissing)) { server async throws in
            let found = try object(try await server.get("find/tt9100001", query: query))
            #expect(found["movie_results"] == nil)
            #expect(Set(found.keys) == ["person_results", "tv_results", "tv_episode_results", "tv_season_results"])
        }
    }

    @Test func leavesListsAndDetailsAloneForFindsKind() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.findResultsMissing)) { server async throws in
            #expect(try object(try await server.get("discover/movie"))["results"] is [Any])
            #expect(try object(try await server.get("movie/100001"))["id"] as? Int == 100001)
        }
    }

    @Test(arguments: [TMDBHostility.Kind.emptyBody, .successFalse])
    func spoilsAFindWithTheKindsForEveryAnswer(kind: TMDBHostility.Kind) async throws {
        try await withTMDBServer(hostility: TMDBHostility(kind)) { server async throws in
            let response = try await server.get("find/tt9100001", query: query)
            #expect(response.status == 200)
            let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            #expect(object?["movie_results"] == nil)
        }
    }

    @Test(arguments: [TMDBHostility.Kind.idZero, .resultsMissing, .revenueString, .escapesInTitle])
    func leavesAFindAloneForTheKindsForListsAndDetails(kind: TMDBHostility.Kind) async throws {
        try await withTMDBServer(hostility: TMDBHostility(kind)) { server async throws in
            let films = try object(try await server.get("find/tt9100001", query: query))["movie_results"]
            #expect((films as? [[String: Any]])?.first?["id"] as? Int == 100001)
        }
    }

    @Test func readsTheKindByName() {
        #expect(TMDBHostility.Kind(rawValue: "find-results-missing") == .findResultsMissing)
    }
}
