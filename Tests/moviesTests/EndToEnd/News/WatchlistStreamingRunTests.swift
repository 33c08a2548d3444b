import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies watchlist --streaming`: the watchlist's films streaming now on your services in your
/// region, by their cached pages, against `movies-api --dialect tmdb`.
struct WatchlistStreamingRunTests {
    static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60"]
    }

    @Test func listsTheWatchlistFilmsStreamingOnYourServicesInTheRegion() async throws {
        let changes = TMDBFilmChanges()
        changes.setStreaming(film: 100_002, region: "US", on: ["Netflix"])
        changes.setStreaming(film: 100_005, region: "US", on: ["Mubi", "Netflix"])
        changes.setStreaming(film: 100_005, region: "DE", on: ["Max"])
        changes.setStreaming(film: 100_006, region: "US", on: [])
        try await withTMDBServer(changes: changes) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                for id in ["100002", "100005", "100006"] {
                    let added = try await movies.run(
                        ["watchlist", "add", id] + tmdb(server), environment: Self.keyEnvironment)
                    #expect(added.status == 0, "\(added.error)")
                }
                #expect(
                    try await movies.run(["watchlist", "add", "100007", "--source", "tmdb", "--offline"]).status == 0)
                // The pages were cached from the test server: the list reads that origin's.
                let here = ["MOVIES_API_URL": server.baseURL.absoluteString]

                let mubi = try await movies.run(
                    [
                        "watchlist", "--streaming", "--on", "mubi", "--region", "US", "--source", "tmdb", "--format",
                        "csv",
                    ],
                    environment: here)
                #expect(mubi.status == 0, "\(mubi.error)")
                let rows = mubi.output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
                #expect(rows.count == 2 && rows[1].contains(",100005,") && rows[1].hasSuffix(",Mubi"), "\(mubi.output)")
                #expect(mubi.error.contains("1 film's page is not cached"), "\(mubi.error)")

                let any = try await movies.run(
                    [
                        "watchlist", "--streaming", "--on", "any", "--region", "US", "--source", "tmdb", "--format",
                        "json",
                    ],
                    environment: here)
                let films = try #require(
                    try JSONSerialization.jsonObject(with: Data(any.output.utf8)) as? [[String: Any]], "\(any.output)")
                #expect(Set(films.compactMap { $0["id"] as? Int }) == [100_002, 100_005])
                #expect(films.first { $0["id"] as? Int == 100_005 }?["services"] as? [String] == ["Mubi", "Netflix"])

                let german = try await movies.run(
                    ["watchlist", "--streaming", "--region", "DE", "--source", "tmdb"],
                    environment: here.merging(["MOVIES_SERVICES": "max"]) { $1 })
                #expect(german.status == 0, "\(german.error)")
                #expect(german.output.contains("Max") && german.output.contains("100005"), "\(german.output)")
                #expect(!german.output.contains("100002"))
            }
        }
    }

    @Test func onWithoutStreamingIsAUsageError() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let refused = try await movies.run(["watchlist", "--on", "netflix"])
            #expect(refused.status == 64)
            #expect(refused.error.contains("--on is for --streaming"), "\(refused.error)")
        }
    }
}
