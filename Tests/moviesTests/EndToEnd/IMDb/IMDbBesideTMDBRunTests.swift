import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

/// With IMDb's datasets imported, another source's film page shows IMDb's rating and votes
/// beside its own, by the IMDb id the page names, with no request; and IMDb's ids find TMDB's
/// films.
@Suite(.serialized)
struct IMDbBesideTMDBRunTests {
    private static let key = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "30"]
    }

    @Test func aTMDBPageShowsIMDbsRatingOnceTheDatasetsAreImported() async throws {
        try await withTMDBServer { server in
            try await IMDbRunner.with { runner in
                let before = try await runner.movies.run(["show", "100001"] + tmdb(server), environment: Self.key)
                #expect(before.status == 0, "\(before.error)")
                #expect(!before.output.contains("12,345 votes"))
                try await runner.importFixtures()
                let text = try await runner.movies.run(
                    ["show", "100001", "--offline"] + tmdb(server), environment: Self.key)
                #expect(
                    text.output.contains("IMDb      7.4/10 (12,345 votes)  https://www.imdb.com/title/tt9100001/"),
                    "\(text.output)")
                let json = try await runner.movies.run(
                    ["show", "100001", "--offline", "--format", "json"] + tmdb(server), environment: Self.key)
                let film = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
                let imdb = try #require(film?["imdb"] as? [String: Any])
                #expect(imdb["id"] as? String == "tt9100001")
                #expect(imdb["rating"] as? Double == 7.4)
                #expect(imdb["votes"] as? Int == 12_345)
            }
        }
    }

    @Test func anIMDbIDFindsTheTMDBFilm() async throws {
        try await withTMDBServer { server in
            try await IMDbRunner.with { runner in
                let run = try await runner.movies.run(
                    ["show", "tt9100001", "--format", "json"] + tmdb(server), environment: Self.key)
                #expect(run.status == 0, "\(run.error)")
                let film = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
                #expect(film?["id"] as? Int == 100_001)
            }
        }
    }

    @Test func theDemoCatalogueCannotLookUpIMDbIDs() async throws {
        try await IMDbRunner.with { runner in
            let run = try await runner.movies.run(["show", "tt0083658"])
            #expect(run.status == 64, "\(run.error)")
            #expect(run.error.split(separator: "\n").count == 1)
        }
    }
}
