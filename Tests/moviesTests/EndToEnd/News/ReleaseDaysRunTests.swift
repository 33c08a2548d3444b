import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// A film's release days on its page (`movies show`), against `movies-api --dialect tmdb`.
struct ReleaseDaysRunTests {
    static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60"]
    }

    /// The day `days` from today (UTC), as TMDB writes it.
    static func day(_ days: Int) -> String {
        APIDate.format(Date().addingTimeInterval(Double(days) * 86_400))
    }

    @Test func aFilmsPageShowsItsRegionsCinemaAndDigitalDaysPastOrComingAndJSONListsEveryRelease() async throws {
        let changes = TMDBFilmChanges()
        changes.setReleases(
            film: 100_002,
            [
                .init(country: "US", type: 1, day: Self.day(-40)),
                .init(country: "US", type: 3, day: Self.day(-30)),
                .init(country: "US", type: 4, day: Self.day(20)),
                .init(country: "DE", type: 2, day: Self.day(-10)),
            ])
        try await withTMDBServer(changes: changes) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let page = try await movies.run(
                    ["show", "100002", "--region", "US", "--poster", "never"] + tmdb(server),
                    environment: Self.keyEnvironment)
                #expect(page.status == 0, "\(page.error)")
                #expect(page.output.contains("  Cinemas   \(Self.day(-30)) (US)\n"), "\(page.output)")
                #expect(page.output.contains("  Digital   \(Self.day(20)) (US, coming)\n"), "\(page.output)")

                let german = try await movies.run(
                    ["show", "100002", "--region", "DE", "--offline", "--poster", "never"] + tmdb(server))
                #expect(german.output.contains("  Cinemas   \(Self.day(-10)) (DE)\n"), "\(german.output)")
                #expect(!german.output.contains("Digital"), "\(german.output)")

                let json = try await movies.run(
                    ["show", "100002", "--format", "json", "--offline"] + tmdb(server))
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
                let releases = try #require(object["releases"] as? [[String: String]], "\(json.output)")
                #expect(
                    releases == [
                        ["country": "DE", "type": "limited", "date": Self.day(-10)],
                        ["country": "US", "type": "premiere", "date": Self.day(-40)],
                        ["country": "US", "type": "theatrical", "date": Self.day(-30)],
                        ["country": "US", "type": "digital", "date": Self.day(20)],
                    ])
            }
        }
    }

    @Test func aFilmTMDBGivesNoReleaseDaysForHasNoSuchLines() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let page = try await movies.run(
                    ["show", "100003", "--region", "US", "--poster", "never"] + tmdb(server),
                    environment: Self.keyEnvironment)
                #expect(page.status == 0, "\(page.error)")
                #expect(!page.output.contains("Cinemas") && !page.output.contains("Digital"), "\(page.output)")
                let json = try await movies.run(["show", "100003", "--format", "json", "--offline"] + tmdb(server))
                #expect(!json.output.contains("\"releases\""), "\(json.output)")
            }
        }
    }
}
