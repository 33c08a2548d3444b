import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// The TMDB dialect's `release_dates`, made from each film's release day in the hand-written and
/// the synthetic catalogues, and films' providers and release days changed between two requests.
struct TMDBReleaseDatesRunTests {
    private func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    /// The `[country: [(type, day)]]` of a `release_dates` part.
    private func releases(_ object: [String: Any]) throws -> [String: [(Int, String)]] {
        let part = try #require(object["release_dates"] as? [String: Any])
        let results = try #require(part["results"] as? [[String: Any]])
        var byCountry: [String: [(Int, String)]] = [:]
        for country in results {
            let code = try #require(country["iso_3166_1"] as? String)
            for release in try #require(country["release_dates"] as? [[String: Any]]) {
                let type = try #require(release["type"] as? Int)
                let time = try #require(release["release_date"] as? String)
                byCountry[code, default: []].append((type, time))
            }
        }
        return byCountry
    }

    @Test func appendsEachCountrysCinemaAndDigitalDaysMadeFromTheFilmsReleaseDay() async throws {
        try await withTMDBServer { server in
            let film = try object(
                try await server.get("movie/100002", query: ["append_to_response": "release_dates"]))
            let days = try releases(film)
            #expect(days["US"]?.map(\.0) == [3, 4])
            #expect(days["US"]?.first?.1 == "2016-11-23T00:00:00.000Z")
            #expect(days["DE"]?.first?.1 == "2016-11-30T00:00:00.000Z")
            let plain = try object(try await server.get("movie/100002"))
            #expect(plain["release_dates"] == nil)
        }
    }

    @Test func aSyntheticCatalogueAnswersReleaseDatesToo() async throws {
        let catalogue = TMDBCatalogue(syntheticCount: 30, seed: 7)
        let dated = try #require(catalogue.movies.first { $0.releaseDate?.isEmpty == false })
        try await withTMDBServer(catalogue: catalogue) { server in
            let film = try object(
                try await server.get("movie/\(dated.id)", query: ["append_to_response": "release_dates"]))
            #expect(try releases(film)["US"]?.first?.1 == "\(dated.releaseDate ?? "")T00:00:00.000Z")
        }
    }

    @Test func aChangedFilmAnswersItsNewProvidersAndDaysUnderANewETag() async throws {
        let changes = TMDBFilmChanges()
        try await withTMDBServer(changes: changes) { server in
            let query: KeyValuePairs<String, String> = ["append_to_response": "watch/providers,release_dates"]
            let first = try await server.get("movie/100002", query: query)
            let etag = try #require(first.headers["ETag"])
            #expect(try await server.get("movie/100002", query: query, headers: ["If-None-Match": etag]).status == 304)

            changes.setStreaming(film: 100_002, region: "US", on: ["Netflix"])
            changes.setReleases(film: 100_002, [.init(country: "US", type: 4, day: "2031-01-02")])
            let changed = try await server.get("movie/100002", query: query, headers: ["If-None-Match": etag])
            #expect(changed.status == 200)
            #expect(changed.headers["ETag"] != etag)
            let answer = try object(changed)
            #expect(try releases(answer)["US"]?.map(\.1) == ["2031-01-02T00:00:00.000Z"])
            let providers = try #require((answer["watch/providers"] as? [String: Any])?["results"] as? [String: Any])
            let us = try #require(providers["US"] as? [String: Any])
            #expect((us["flatrate"] as? [[String: Any]])?.compactMap { $0["provider_name"] as? String } == ["Netflix"])
            #expect(us["rent"] == nil && providers["DE"] == nil)

            changes.setStreaming(film: 100_002, region: "US", on: [])
            let gone = try object(try await server.get("movie/100002", query: query))
            #expect(((gone["watch/providers"] as? [String: Any])?["results"] as? [String: Any])?.isEmpty == true)
        }
    }
}
