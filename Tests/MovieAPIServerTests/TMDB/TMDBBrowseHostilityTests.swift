import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// The hostile kinds of the browsing routes: a TV show among trending films, a collection
/// without parts, providers no list or film knows.
struct TMDBBrowseHostilityTests {
    private func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    @Test(arguments: ["trending/movie/day", "trending/movie/week"])
    func slipsATVShowAmongTheTrendingFilms(path: String) async throws {
        try await withTMDBServer(hostility: TMDBHostility(.trendingNonMovie)) { server async throws in
            let results = try #require(try object(try await server.get(path))["results"] as? [[String: Any]])
            #expect(results.count == 20)
            let show = try #require(results.first { $0["media_type"] as? String == "tv" })
            #expect(show["name"] is String && show["first_air_date"] is String)
            #expect(show["title"] == nil && show["release_date"] == nil)
            #expect(results.filter { $0["media_type"] as? String == "movie" }.count == 19)
        }
    }

    @Test(arguments: ["discover/movie", "movie/popular", "movie/100004/recommendations"])
    func leavesListsThatAreNotTrendingAloneForATVShow(path: String) async throws {
        try await withTMDBServer(hostility: TMDBHostility(.trendingNonMovie)) { server async throws in
            let response = try await server.get(path)
            let results = try #require(try object(response)["results"] as? [[String: Any]])
            #expect(!results.contains { $0["media_type"] as? String == "tv" })
            #expect(response.headers["ETag"] != nil)
        }
    }

    @Test func leavesTheCollectionWithoutItsParts() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.collectionPartsMissing)) { server async throws in
            let collection = try object(try await server.get("collection/400002"))
            #expect(collection["parts"] == nil)
            #expect(collection["id"] as? Int == 400002 && collection["name"] as? String == "Iron Harbor Collection")
            #expect(try object(try await server.get("trending/movie/week"))["results"] is [[String: Any]])
        }
    }

    @Test func namesProvidersTheOtherAnswerDoesNotKnow() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.providerUnknownID)) { server async throws in
            let listed = try #require(
                try object(try await server.get("watch/providers/movie"))["results"] as? [[String: Any]])
            let listedIDs = Set(listed.compactMap { $0["provider_id"] as? Int })
            #expect(listedIDs.contains(999_998))
            let film = try object(
                try await server.get("movie/100002", query: ["append_to_response": "watch/providers"]))
            let regions = try #require((film["watch/providers"] as? [String: Any])?["results"] as? [String: Any])
            var filmIDs: Set<Int> = []
            for case let ways as [String: Any] in regions.values {
                for case let providers as [[String: Any]] in ways.values {
                    filmIDs.formUnion(providers.compactMap { $0["provider_id"] as? Int })
                }
            }
            #expect(filmIDs.contains(999_999) && !listedIDs.contains(999_999))
            #expect(!filmIDs.contains(999_998))
        }
    }

    @Test func spoilsEveryNewListWithTheKindsForLists() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.resultsNull)) { server async throws in
            for path in ["trending/movie/week", "movie/popular", "movie/upcoming", "movie/100004/similar"] {
                #expect(try object(try await server.get(path))["results"] is NSNull, "\(path)")
            }
        }
    }

    @Test func spoilsTheGenresWithTheKindsForEveryAnswer() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.emptyBody)) { server async throws in
            for path in ["genre/movie/list", "watch/providers/movie", "collection/400002"] {
                let response = try await server.get(path)
                #expect(response.status == 200 && response.body.isEmpty, "\(path)")
            }
        }
    }

    @Test func readsTheNewKindsByName() {
        for name in ["trending-non-movie", "collection-parts-missing", "provider-unknown-id"] {
            #expect(TMDBHostility.Kind(rawValue: name) != nil, "\(name)")
        }
    }
}
