import Foundation
import GRDB
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
        try await withLookedAtWatchlist { server, changes, movies, news in
            let again = try await movies.run(news + ["--offline"])
            #expect(again.output.contains(day(20)) && again.output.contains("digitally"), "\(again.output)")
            #expect(!again.output.contains("streaming"), "\(again.output)")

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

    /// Runs `body` with films 100002 (digital in 20 days, on Mubi) and 100005 (in cinemas
    /// yesterday, on Netflix) of the TMDB fixture on a new watchlist, once looked at.
    private func withLookedAtWatchlist(
        _ body: (TMDBTestServer, TMDBFilmChanges, MoviesProcess, [String]) async throws -> Void
    ) async throws {
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
                #expect(first.status == 0 && first.error.contains("first look"), "\(first.error)")
                try await body(server, changes, movies, news)
            }
        }
    }

    @Test func aFilmReleasedSinceTheLastLookIsToldOnceWithoutSince() async throws {
        let day = ReleaseDaysRunTests.day
        try await withLookedAtWatchlist { _, _, movies, news in
            // As if the last look were three days ago: the film came out in cinemas since.
            let cache = try DatabaseQueue(path: movies.cache.path)
            try await cache.write { db in try db.execute(sql: "UPDATE newsLook SET lookedAt = lookedAt - 3 * 86400") }
            try cache.close()
            let second = try await movies.run(news + ["--format", "json"], environment: Self.keyEnvironment)
            #expect(second.status == 0, "\(second.error)")
            #expect(try changesTold(second) == [["100005", "released", "theatrical", day(-1), ""]])

            let third = try await movies.run(news + ["--format", "json"], environment: Self.keyEnvironment)
            #expect(third.status == 0, "\(third.error)")
            #expect(try changesTold(third).isEmpty, "\(third.output)")
        }
    }

    @Test func quietPrintsTheChangesWithoutNotesWhenSomethingChanged() async throws {
        try await withLookedAtWatchlist { _, changes, movies, news in
            changes.setStreaming(film: 100_002, region: "US", on: ["Mubi", "Netflix"])
            let quiet = try await movies.run(news + ["--quiet", "--on", "netflix"], environment: Self.keyEnvironment)
            #expect(quiet.status == 0, "\(quiet.error)")
            #expect(quiet.error.isEmpty, "\(quiet.error)")
            #expect(
                quiet.output.contains("streaming") && quiet.output.contains("now on Netflix (US)"), "\(quiet.output)")
            #expect(quiet.output.contains(ReleaseDaysRunTests.day(20)), "the coming days follow: \(quiet.output)")
        }
    }

    @Test func jsonNamesEachChangesFilmKindServiceOrTypeDateAndSince() async throws {
        let day = ReleaseDaysRunTests.day
        try await withLookedAtWatchlist { _, changes, movies, news in
            changes.setStreaming(film: 100_002, region: "US", on: [])
            changes.setReleases(film: 100_002, [.init(country: "US", type: 4, day: day(25))])
            let run = try await movies.run(news + ["--format", "json"], environment: Self.keyEnvironment)
            #expect(run.status == 0, "\(run.error)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
            #expect(Set(document.keys) == ["region", "since", "changes", "coming"])
            #expect(document["region"] as? String == "US")
            let told = try #require(document["changes"] as? [[String: Any]])
            let left = try #require(told.first { $0["kind"] as? String == "left" }, "\(run.output)")
            #expect(Set(left.keys) == ["film", "kind", "service", "date", "since"], "\(left)")
            #expect(left["service"] as? String == "Mubi" && left["date"] as? String == day(0))
            let moved = try #require(told.first { $0["kind"] as? String == "moved" }, "\(run.output)")
            #expect(Set(moved.keys) == ["film", "kind", "type", "date", "from", "since"], "\(moved)")
            #expect(moved["type"] as? String == "digital" && moved["from"] as? String == day(20))
            let film = try #require(moved["film"] as? [String: Any])
            #expect(Set(film.keys) == ["id", "title", "year"] && film["id"] as? Int == 100_002)
            for change in told {
                let since = try #require(change["since"] as? String)
                #expect(since.hasPrefix(day(0) + "T") && since.hasSuffix("Z"), "\(since)")
            }
            let coming = try #require((document["coming"] as? [[String: Any]])?.first, "\(run.output)")
            #expect(Set(coming.keys) == ["film", "type", "date"] && coming["date"] as? String == day(25))
        }
    }

    @Test func cacheClearForgetsWhatWasTrueSinceWhenAndTheLastLook() async throws {
        let day = ReleaseDaysRunTests.day
        try await withLookedAtWatchlist { _, changes, movies, news in
            changes.setStreaming(film: 100_002, region: "US", on: ["Mubi", "Netflix"])
            let lookingBack = news + ["--since", day(-3), "--format", "json"]
            let kept = try await movies.run(lookingBack, environment: Self.keyEnvironment)
            #expect(kept.status == 0, "\(kept.error)")
            #expect(try changesTold(kept).contains(["100002", "streaming", "Netflix", day(0), ""]), "\(kept.output)")

            #expect(try await movies.run(["cache", "clear", "--yes"]).status == 0)
            let again = try await movies.run(news, environment: Self.keyEnvironment)
            #expect(again.status == 0 && again.error.contains("first look"), "\(again.error)")
            let forgotten = try await movies.run(lookingBack, environment: Self.keyEnvironment)
            #expect(forgotten.status == 0, "\(forgotten.error)")
            // Netflix is now what the film streams on from the first page kept: no change. The
            // release day is on the page itself, so it is still told.
            #expect(
                try changesTold(forgotten) == [["100005", "released", "theatrical", day(-1), ""]], "\(forgotten.output)"
            )
        }
    }

    @Test func skipsAndCountsIMDbsFilmsAskingNothing() async throws {
        try await IMDbRunner.imported { runner in
            #expect(try await runner.run(["watchlist", "add", "tt0083658"]).status == 0)
            let news = try await runner.run(["news", "--api-url", "http://127.0.0.1:9/"])
            #expect(news.status == 0, "\(news.error)")
            #expect(news.error.contains("1 film on your watchlist skipped"), "\(news.error)")
            #expect(news.error.contains("0 changes for the 1 film on your watchlist"), "\(news.error)")
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
