import Foundation
import GRDB
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies --source tmdb` end to end, against `movies-api --dialect tmdb` over loopback.
struct TMDBRunTests {
    /// The fixture server's v3 key, as a person exports it.
    static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    /// TMDB at `server`, with a deadline that proves behaviour, not speed, on a loaded machine.
    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60"]
    }

    @Test func aColdTopGrossingAsksOnePageAndEachFilmThenAWarmOneAsksNothingThenRevalidatesOnce() async throws {
        try await withTMDBServer(maxAge: 2) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let cold = try await movies.run(
                    ["top-grossing", "2016"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(cold.status == 0, "\(cold.error)")
                let listed = cold.output.split(separator: "\n").count - 1
                #expect(listed == 10)
                #expect(server.counts().discover() == 1 && server.counts().details() == listed)

                let warm = try await movies.run(
                    ["top-grossing", "2016"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(warm.status == 0 && warm.output == cold.output)
                #expect(warm.error.contains("recent enough not to ask the API"), "\(warm.error)")
                #expect(server.counts().discover() == 1 && server.counts().details() == listed)

                let stale = try await movies.run(
                    ["top-grossing", "2016"] + tmdb(server),
                    environment: Self.keyEnvironment.merging(ClockAhead.environment(seconds: 5)) { $1 })
                #expect(stale.status == 0 && stale.output == cold.output, "\(stale.error)")
                #expect(server.counts().discover() == 2 && server.counts().discover(status: 304) == 1)
                #expect(server.counts().details() == listed)
            }
        }
    }

    @Test func showsUnknownDatesAndTakingsAsADashAndWhatTMDBKnowsOfAFilm() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let list = try await movies.run(
                    ["top-grossing", "2016", "--format", "csv"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(list.status == 0, "\(list.error)")
                let zeroRevenue = server.catalogue.movies.filter { $0.releaseYear == 2016 && $0.revenue == 0 }.map(\.id)
                #expect(!zeroRevenue.isEmpty)
                for id in zeroRevenue {
                    let record = list.output.components(separatedBy: "\r\n").first {
                        $0.split(separator: ",").dropFirst().first == Substring(String(id))
                    }
                    #expect(
                        record?.split(separator: ",", omittingEmptySubsequences: false).dropFirst(5).first == "",
                        "\(record ?? "no record for \(id)")")
                }
                let undated = try #require(server.catalogue.movies.first { $0.releaseYear == nil })
                let detail = try await movies.run(
                    ["show", String(undated.id)] + tmdb(server), environment: Self.keyEnvironment)
                #expect(detail.status == 0, "\(detail.error)")
                #expect(detail.output.contains("Released  —"), "\(detail.output)")
                #expect(detail.output.contains("/10"))
                let json = try await movies.run(
                    ["show", String(undated.id), "--format", "json", "--offline"] + tmdb(server))
                #expect(json.output.contains(#""releaseDate" : null"#), "\(json.output)")
            }
        }
    }

    /// A film's page the cache cannot read (the file edited, or a bug of ours) is said once, on
    /// stderr, and the film shown without it; the next time it is asked it is fetched in full,
    /// not revalidated, and its page written again.
    @Test func showsAFilmWhosePageTheCacheCannotReadSayingSoOnce() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let movies = MoviesProcess(cache: cache)
                let film = try #require(server.catalogue.movies.first { $0.releaseYear == 2016 })
                let shown = ["show", String(film.id), "--poster", "never"] + tmdb(server)
                #expect(try await movies.run(shown, environment: Self.keyEnvironment).status == 0)
                try await DatabaseQueue(path: cache.path).write { db in
                    try db.execute(
                        sql: "UPDATE movie SET page = '{\"directors\": 7' WHERE id = ?", arguments: [film.id])
                }
                let offline = try await movies.run(shown + ["--offline"])
                #expect(offline.status == 0, "\(offline.error)")
                #expect(offline.output.contains(film.title), "\(offline.output)")
                let warning = "warning: the cache holds a page of movie \(film.id) that cannot be read"
                #expect(offline.error.components(separatedBy: warning).count == 2, "\(offline.error)")
                // Asked again in full (not revalidated, which would keep the page as it is): written again.
                let asked = try await movies.run(shown, environment: Self.keyEnvironment)
                #expect(asked.status == 0, "\(asked.error)")
                let mended = try await movies.run(shown + ["--offline"])
                #expect(mended.status == 0 && !mended.error.contains(warning), "\(mended.error)")
            }
        }
    }

    @Test func leavesFilmsUnderTheVoteFloorOutOfTopRatedUnlessAskedTo() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let fewVotes = try #require(
                    server.catalogue.movies.first {
                        $0.releaseYear == 2016 && $0.voteCount < 300 && $0.voteAverage == 10
                    })
                let floored = try await movies.run(
                    ["top-rated", "2016", "--format", "json"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(floored.status == 0, "\(floored.error)")
                let flooredIds = try WrittenFilms.list(floored.output).map(\.id)
                #expect(!flooredIds.contains(fewVotes.id) && !flooredIds.isEmpty)
                let all = try await movies.run(
                    ["top-rated", "2016", "--format", "json", "--min-votes", "0", "--refresh"] + tmdb(server),
                    environment: Self.keyEnvironment)
                #expect(
                    try WrittenFilms.list(all.output).first?.id == fewVotes.id)
            }
        }
    }

    @Test func withoutACredentialFailsWith77NamingEveryWayToGiveOneOrWarnsSoAfterTheCachedAnswer() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let none = try await movies.run(["top-grossing", "2016"] + tmdb(server))
                #expect(none.status == 77)
                #expect(none.output.isEmpty)
                #expect(none.error.split(separator: "\n").count == 1, "\(none.error)")
                for part in [
                    "TMDB_API_TOKEN", "TMDB_API_KEY", "movies login tmdb", "https://www.themoviedb.org/settings/api",
                ] {
                    #expect(none.error.contains(part), "\(part)")
                }
                #expect(server.counts().discover() == 0)

                let filled = try await movies.run(
                    ["top-grossing", "2016"] + tmdb(server), environment: Self.keyEnvironment)
                // An answer shown is a success, however it could not be refreshed.
                let cachedFirst = try await movies.run(["top-grossing", "2016"] + tmdb(server))
                #expect(cachedFirst.status == 0)
                #expect(cachedFirst.output == filled.output)
                #expect(cachedFirst.error.hasPrefix("warning: could not refresh: "), "\(cachedFirst.error)")
                #expect(cachedFirst.error.contains("TMDB_API_KEY"))
                #expect(cachedFirst.error.split(separator: "\n").count == 1, "\(cachedFirst.error)")

                let offline = try await movies.run(["top-grossing", "2016", "--offline"] + tmdb(server))
                #expect(offline.status == 0 && offline.output == filled.output, "\(offline.error)")
            }
        }
    }

    @Test func keepsTheSourcesApartInOneCache() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let demo = try await movies.run(["show", "1"])
                #expect(demo.status == 0 && demo.output.contains("Finding Dory"))
                let tmdbOne = try await movies.run(["show", "1"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(tmdbOne.status == 66, "\(tmdbOne.error)")
                #expect(try await movies.run(["show", "1", "--offline", "--source", "tmdb"]).status == 69)
                #expect(
                    try await movies.run(["top-grossing", "2016"] + tmdb(server), environment: Self.keyEnvironment)
                        .status == 0)
                let demoSearch = try await movies.run(["search", "harbor"])
                #expect(demoSearch.output.isEmpty || demoSearch.output == "No movies.\n", "\(demoSearch.output)")
                let tmdbSearch = try await movies.run(["search", "harbor", "--offline"] + tmdb(server))
                #expect(tmdbSearch.output.contains("Iron Harbor"), "\(tmdbSearch.output)")
                let demoAgain = try await movies.run(["show", "1", "--offline"])
                #expect(demoAgain.output == demo.output)
                let years = try await movies.run(
                    ["years", "--format", "csv", "--api-url", server.baseURL.absoluteString],
                    environment: ["MOVIES_SOURCE": "tmdb"])
                #expect(years.output.contains("2016,topGrossing,10,"), "\(years.output)")
            }
        }
    }

    @Test func loginKeepsACheckedCredentialForOnlyTheUserAndLogoutForgetsIt() async throws {
        let key = "0123456789abcdef0123456789abcdef"
        try await withTMDBServer(apiKey: key) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let api = ["--api-url", server.baseURL.absoluteString, "--timeout", "60"]
                let refused = try await movies.run(
                    ["login", "tmdb"] + api, input: "fedcba9876543210fedcba9876543210\n")
                #expect(refused.status == 77 && refused.error.contains("Invalid API key"), "\(refused.error)")
                let file = movies.configFolder.appendingPathComponent("movies/tmdb-credential")
                #expect(!FileManager.default.fileExists(atPath: file.path))
                #expect(try await movies.run(["login", "tmdb"] + api, input: "not a key\n").status == 64)
                #expect(try await movies.run(["login", "demo"]).status == 64)

                let login = try await movies.run(["login", "tmdb"] + api, input: key + "\n")
                #expect(login.status == 0, "\(login.error)")
                #expect(!login.output.contains(key) && !login.error.contains(key))
                let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
                #expect(mode == 0o600)
                #expect(try await movies.run(["top-grossing", "2016"] + tmdb(server)).status == 0)

                #expect(try await movies.run(["logout", "tmdb"]).status == 0)
                #expect(!FileManager.default.fileExists(atPath: file.path))
                #expect(try await movies.run(["top-rated", "2016"] + tmdb(server)).status == 77)
            }
        }
    }

    @Test func loginWithoutASourceKeepsATMDBCredentialAndLogoutForgetsIt() async throws {
        let key = "0123456789abcdef0123456789abcdef"
        try await withTMDBServer(apiKey: key) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let login = try await movies.run(
                    ["login", "--api-url", server.baseURL.absoluteString, "--timeout", "60"], input: key + "\n")
                #expect(login.status == 0, "\(login.error)")
                #expect(login.output.contains("kept your"), "\(login.output)")
                let file = movies.configFolder.appendingPathComponent("movies/tmdb-credential")
                #expect(FileManager.default.fileExists(atPath: file.path))
                #expect(try await movies.run(["top-grossing", "2016"] + tmdb(server)).status == 0)
                #expect(try await movies.run(["logout"]).status == 0)
                #expect(!FileManager.default.fileExists(atPath: file.path))
            }
        }
    }

    @Test func neverShowsOrStoresTheCredentialNorHandsItToTheHelper() async throws {
        let key = "a1b2c3d4e5f60718293a4b5c6d7e8f90",
            token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzZWNyZXQtdG9rZW4tc3ViIn0.c2lnbmF0dXJlLXNlY3JldA"
        var faults = ServerFaults()
        faults.latency = .milliseconds(300)
        try await withTMDBServer(faults: faults, apiKey: key, readAccessToken: token) { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let movies = MoviesProcess(cache: cache)
                var runs: [MoviesRun] = []
                for environment in [["TMDB_API_KEY": key], ["TMDB_API_TOKEN": token]] {
                    let launched = try movies.launch(
                        ["show", "100001", "--refresh", "--verbose"] + tmdb(server), environment: environment)
                    try await Task.sleep(for: .milliseconds(150))
                    let helpers = Self.processes(named: "movies-http")
                    await launched.exit()
                    #expect(!helpers.isEmpty, "the helper was not seen running")
                    for (arguments, environment) in helpers {
                        #expect(!arguments.contains(key) && !arguments.contains(token))
                        #expect(!environment.contains(key) && !environment.contains(token))
                    }
                    runs.append(
                        try await movies.run(
                            ["top-grossing", "2016", "--refresh", "--verbose"] + tmdb(server), environment: environment)
                    )
                    runs.append(
                        try await movies.run(["show", "999999", "--verbose"] + tmdb(server), environment: environment))
                }
                runs.append(
                    try await movies.run(
                        ["show", "100001", "--refresh", "--verbose"] + tmdb(server),
                        environment: ["TMDB_API_KEY": "ffffffffffffffffffffffffffffffff"]))
                #expect(runs[0].status == 0 && runs[1].status == 66 && runs[4].status == 77, "\(runs.map(\.error))")
                #expect(runs[0].error.contains("api_key=<redacted>"), "\(runs[0].error)")
                let files = try FileManager.default.contentsOfDirectory(
                    at: folder, includingPropertiesForKeys: nil, options: [])
                let stored = try Self.allBytes(under: folder)
                #expect(!files.isEmpty)
                for secret in [key, token] {
                    for run in runs {
                        #expect(!run.output.contains(secret) && !run.error.contains(secret))
                    }
                    #expect(stored.range(of: Data(secret.utf8)) == nil, "a file under the test folder holds the secret")
                }
            }
        }
    }

    @Test func showsAFilmFirstSavedFromAListByItsOwnValidatorsAndMaxAge() async throws {
        try await withTMDBServer(maxAge: 2) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let list = try await movies.run(
                    ["top-grossing", "2016", "--format", "json"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(list.status == 0, "\(list.error)")
                let films = try #require(
                    try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
                let id = try #require(films.first?["id"] as? Int)
                let details = server.counts().details()

                let recent = try await movies.run(
                    ["show", String(id)] + tmdb(server), environment: Self.keyEnvironment)
                #expect(recent.status == 0, "\(recent.error)")
                #expect(recent.error.contains("recent enough not to ask the API"), "\(recent.error)")
                #expect(server.counts().details() == details)

                let stale = try await movies.run(
                    ["show", String(id)] + tmdb(server),
                    environment: Self.keyEnvironment.merging(ClockAhead.environment(seconds: 5)) { $1 })
                #expect(stale.status == 0 && stale.output == recent.output, "\(stale.error)")
                #expect(server.counts().details() == details + 1 && server.counts().details(status: 304) == 1)
            }
        }
    }

    @Test func aLargerLimitThanTheCachedListWasFetchedForAsksAgainEvenWithinItsMaxAge() async throws {
        let catalogue = TMDBCatalogue(syntheticCount: 45, seed: 3, years: 2016...2016)
        try await withTMDBServer(catalogue: catalogue, maxAge: 600) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                func rows(_ limit: Int) async throws -> Int {
                    let run = try await movies.run(
                        ["top-grossing", "2016", "--limit", String(limit)] + tmdb(server),
                        environment: Self.keyEnvironment)
                    #expect(run.status == 0, "\(run.error)")
                    return run.output.split(separator: "\n").count - 1
                }
                let cold = try await rows(5)
                #expect(cold == 5 && server.counts().discover() == 1)

                let more = try await rows(30)
                #expect(more == 30 && server.counts().discover() == 3 && server.counts().discover(status: 304) == 0)

                let again = try await rows(30), fewer = try await rows(12)
                #expect(again == 30 && fewer == 12 && server.counts().discover() == 3)
            }
        }
    }

    @Test func syncsTenYearsWithEightJobsUnderTMDBsRateWithNoYearLost() async throws {
        let catalogue = TMDBCatalogue(syntheticCount: 240, seed: 11)
        try await withTMDBServer(catalogue: catalogue, rate: 40) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let run = try await movies.run(
                    ["sync", "2010-2019", "--jobs", "8"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(run.status == 0, "\(run.error)")
                #expect(run.output.hasPrefix("synced 10 years: 20 lists, "), "\(run.output)")
                let years = try await movies.run([
                    "years", "--format", "csv", "--source", "tmdb", "--api-url", server.baseURL.absoluteString,
                ])
                #expect(
                    years.output.components(separatedBy: "\r\n").filter { $0.hasPrefix("20") }.count == 20,
                    "\(years.output)")
                #expect(server.counts().details(status: 200) > 0)
            }
        }
    }

    /// The arguments and environment of every running process whose executable is `name`.
    private static func processes(named name: String) -> [(arguments: String, environment: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let command = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")),
                let first = command.split(separator: 0).first,
                String(decoding: first, as: UTF8.self).hasSuffix("/" + name)
            else { return nil }
            let environment = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ"))) ?? Data()
            return (String(decoding: command, as: UTF8.self), String(decoding: environment, as: UTF8.self))
        }
    }

    /// Every byte of every file under `folder`, one after the other.
    private static func allBytes(under folder: URL) throws -> Data {
        var bytes = Data()
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                bytes += try Data(contentsOf: url)
            }
        }
        return bytes
    }
}
