import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies news` against `movies-api --dialect tmdb` over loopback, the server changing films'
/// providers and release days between runs: a film reaching a service, leaving it, a release day
/// moving, a film released.
struct NewsRunTests {
    static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60"]
    }

    /// The `changes` of a `news --format json` run, as `[film id, kind, service or type, date, from]`.
    private func changesTold(_ run: MoviesRun) throws -> [[String]] {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
        let changes = try #require(document["changes"] as? [[String: Any]])
        return changes.map { change in
            let film = change["film"] as? [String: Any]
            return [
                "\(film?["id"] as? Int ?? 0)", change["kind"] as? String ?? "",
                (change["service"] as? String) ?? (change["type"] as? String) ?? "", change["date"] as? String ?? "",
                change["from"] as? String ?? "",
            ]
        }
    }

    @Test func tellsAFilmReachingAServiceLeavingItAReleaseDayMovingAndAFilmReleasedOnce() async throws {
        let day = ReleaseDaysRunTests.day
        let changes = TMDBFilmChanges()
        changes.setStreaming(film: 100_002, region: "US", on: ["Mubi"])
        changes.setStreaming(film: 100_005, region: "US", on: ["Netflix"])
        changes.setReleases(film: 100_002, [.init(country: "US", type: 4, day: day(20))])
        changes.setReleases(film: 100_005, [.init(country: "US", type: 3, day: day(-1))])
        try await withTMDBServer(changes: changes) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                for id in ["100002", "100005"] {
                    let added = try await movies.run(
                        ["watchlist", "add", id] + tmdb(server), environment: Self.keyEnvironment)
                    #expect(added.status == 0, "\(added.error)")
                }
                let news = ["news", "--region", "US"] + tmdb(server)
                let first = try await movies.run(news, environment: Self.keyEnvironment)
                #expect(first.status == 0, "\(first.error)")
                #expect(first.error.contains("first look"), "\(first.error)")
                #expect(first.output.contains(day(20)) && first.output.contains("digitally"), "\(first.output)")
                #expect(!first.output.contains("streaming"), "\(first.output)")

                changes.setStreaming(film: 100_002, region: "US", on: ["Mubi", "Netflix"])
                changes.setStreaming(film: 100_005, region: "US", on: [])
                changes.setReleases(film: 100_002, [.init(country: "US", type: 4, day: day(25))])
                let second = try await movies.run(
                    news + ["--on", "netflix", "--format", "json"], environment: Self.keyEnvironment)
                #expect(second.status == 0, "\(second.error)")
                let told = try changesTold(second)
                #expect(told.contains(["100002", "streaming", "Netflix", day(0), ""]), "\(told)")
                #expect(told.contains(["100005", "left", "Netflix", day(0), ""]), "\(told)")
                #expect(told.contains(["100002", "moved", "digital", day(25), day(20)]), "\(told)")
                #expect(told.count == 3, "\(told)")

                let notModified = server.counts().notModified
                let quiet = try await movies.run(news + ["--quiet"], environment: Self.keyEnvironment)
                #expect(
                    quiet.status == 0 && quiet.output.isEmpty && quiet.error.isEmpty, "\(quiet.output)\(quiet.error)")
                #expect(server.counts().notModified == notModified + 2)

                let lookingBack = try await movies.run(
                    news + ["--since", day(-3), "--offline", "--format", "json"])
                #expect(lookingBack.status == 0, "\(lookingBack.error)")
                let back = try changesTold(lookingBack)
                #expect(back.contains(["100005", "released", "theatrical", day(-1), ""]), "\(back)")
                #expect(back.contains(["100002", "streaming", "Netflix", day(0), ""]), "\(back)")
            }
        }
    }

    @Test func skipsAndCountsTheDemosFilmsAndRefusesABadDay() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            #expect(try await movies.run(["watchlist", "add", "1", "--offline"]).status == 0)
            let demo = try await movies.run(["news", "--offline"])
            #expect(demo.status == 0, "\(demo.error)")
            #expect(demo.error.contains("1 film on your watchlist skipped"), "\(demo.error)")
            let bad = try await movies.run(["news", "--since", "yesterday"])
            #expect(bad.status == 64 && bad.error.contains("--since must be a day"), "\(bad.error)")
        }
    }
}
