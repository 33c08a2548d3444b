import Foundation
import GRDB
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Finding films and people by name with `--source tmdb`, end to end against
/// `movies-api --dialect tmdb` over loopback: search, `show TITLE`, `actor NAME` and
/// `--language`, online and offline, with their request counts.
struct TMDBSearchRunTests {
    private static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60"]
    }

    /// Runs `body` with `movies` on a new cache, and a way to run it against `server` with the key.
    private func withMovies(
        _ server: TMDBTestServer, _ body: (MoviesProcess, ([String]) async throws -> MoviesRun) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            try await body(movies) { arguments in
                try await movies.run(arguments + tmdb(server), environment: Self.keyEnvironment)
            }
        }
    }

    @Test func searchesTMDBThenAnswersTheSameOfflineAndWithinMaxAgeAsksNothing() async throws {
        try await withTMDBServer(maxAge: 2) { server in
            try await withMovies(server) { movies, run in
                let cold = try await run(["search", "amelie"])
                #expect(cold.status == 0, "\(cold.error)")
                #expect(cold.output.contains("Amélie and the Clockmaker") && cold.output.contains("100002"))
                #expect(cold.output.contains("Amélie et l'Horloger"), "the original title: \(cold.output)")
                #expect(server.counts().movieSearches() == 1 && server.counts().total() == 1)

                let offline = try await run(["search", "amelie", "--offline"])
                #expect(offline.status == 0 && offline.output == cold.output, "\(offline.error)")
                let warm = try await run(["search", "AMELIE"])
                #expect(warm.output == cold.output && warm.error.contains("recent enough"), "\(warm.error)")
                #expect(server.counts().total() == 1)

                // Past the max age of 2 s, by a clock 5 s ahead.
                let stale = try await movies.run(
                    ["search", "amelie"] + tmdb(server),
                    environment: Self.keyEnvironment.merging(ClockAhead.environment(seconds: 5)) { $1 })
                #expect(stale.status == 0 && stale.output == cold.output, "\(stale.error)")
                #expect(server.counts().movieSearches() == 2 && server.counts().movieSearches(status: 304) == 1)
            }
        }
    }

    @Test func aSearchNeverReplacesAFilmsDetailsAndAFilmSeenOnlyInOneIsFetchedWhenShown() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { _, run in
                let details = try await run(["show", "100002"])
                #expect(details.status == 0 && details.output.contains("Grossing"), "\(details.error)")
                #expect(try await run(["search", "amelie"]).status == 0)
                let after = try await run(["show", "100002", "--offline"])
                #expect(after.output == details.output, "\(after.output)")

                #expect(try await run(["search", "saltwater"]).status == 0)
                let unseen = try await run(["show", "100016", "--offline"])
                #expect(unseen.status == 69, "\(unseen.output)")
                let detailsBefore = server.counts().details()
                let shown = try await run(["show", "100016"])
                #expect(shown.status == 0 && shown.output.contains("Saltwater (2019)"), "\(shown.error)")
                #expect(server.counts().details() == detailsBefore + 1)
            }
        }
    }

    @Test func showsATitleThroughTheSearchInTwoRequestsThenNoneWithinMaxAge() async throws {
        try await withTMDBServer(maxAge: 60) { server in
            try await withMovies(server) { _, run in
                let accented = try await run(["show", "amelie", "and", "the", "clockmaker"])
                #expect(accented.status == 0, "\(accented.error)")
                #expect(accented.output.hasPrefix("Amélie and the Clockmaker (2016)"), "\(accented.output)")
                #expect(accented.error.isEmpty, "an equal title names no others: \(accented.error)")
                #expect(server.counts().movieSearches() == 1 && server.counts().details() == 1)
                #expect(server.counts().total() == 2)

                let again = try await run(["show", "AMELIE AND THE CLOCKMAKER"])
                #expect(again.output == accented.output && server.counts().total() == 2, "\(again.error)")
            }
        }
    }

    @Test func ofTwoFilmsOfOneTitleShowsTheMostVotedAndNamesTheOther() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { _, run in
                let both = try await run(["show", "Saltwater"])
                #expect(both.status == 0 && both.output.hasPrefix("Saltwater (2019)"), "\(both.output)\(both.error)")
                #expect(both.error.contains("also: Saltwater (1999), movies show 100015"), "\(both.error)")
                let older = try await run(["show", "saltwater", "--year", "1999"])
                #expect(older.status == 0 && older.output.hasPrefix("Saltwater (1999)"), "\(older.error)")

                let offline = try await run(["show", "SALTWATER", "--offline"])
                #expect(offline.status == 0 && offline.output == both.output, "\(offline.error)")

                let missing = try await run(["show", "no such film anywhere"])
                #expect(missing.status == 66, "\(missing.output)")
                #expect(missing.error.split(separator: "\n").count == 1 && missing.error.contains("no movie titled"))
            }
        }
    }

    @Test func resolvesATitleOfflineAgainstTheCachedMoviesAlone() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { _, run in
                #expect(try await run(["show", "100004", "--offline"]).status == 69)
                let none = try await run(["show", "Iron Harbor", "--offline"])
                #expect(none.status == 66, "\(none.error)")
                #expect(try await run(["top-grossing", "2016"]).status == 0)
                let requests = server.counts().total()
                let cached = try await run(["show", "iron harbor", "--offline"])
                #expect(cached.status == 0 && cached.output.hasPrefix("Iron Harbor (2016)"), "\(cached.error)")
                #expect(server.counts().total() == requests)
            }
        }
    }

    @Test func aSearchTMDBFindsNothingForShowsTheCachedFilmsTitledCloseOnlineAndOffline() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { _, run in
                #expect(try await run(["top-grossing", "2016"]).status == 0)
                let online = try await run(["search", "iron harbr", "--format", "csv"])
                #expect(online.status == 0, "\(online.error)")
                let records = online.output.components(separatedBy: "\r\n").dropFirst()
                #expect(records.first?.hasPrefix("1,") == true && records.first?.contains(",Iron Harbor,") == true)
                #expect(server.counts().movieSearches(status: 200) == 1)

                let offline = try await run(["search", "iron harbr", "--format", "csv", "--offline"])
                #expect(offline.status == 0 && offline.output == online.output, "\(offline.error)")
                let shown = try await run(["show", "iron harbr"])
                #expect(shown.status == 0 && shown.output.hasPrefix("Iron Harbor (2016)"), "\(shown.error)")
                #expect(shown.error.contains("taking Iron Harbor (2016) for \"iron harbr\""), "\(shown.error)")
            }
        }
    }

    @Test func listsAPersonsFilmsNewestFirstWithTheirPartsOnlineAndOffline() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { movies, run in
                let zoe = 5_000_001
                let films = server.catalogue.movies.filter { film in
                    film.credits?.cast.contains { $0.id == zoe } == true
                }
                #expect(films.count >= 4)
                let newestFirst = films.sorted { ($0.releaseDate ?? "") > ($1.releaseDate ?? "") }.map { String($0.id) }

                let online = try await run(["actor", "zoe", "marchetti", "--format", "csv"])
                #expect(online.status == 0, "\(online.error)")
                let rows = online.output.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
                #expect(rows.map { String($0.split(separator: ",")[1]) } == newestFirst, "\(online.output)")
                #expect(online.output.contains("Mei (voice)"), "the part played: \(online.output)")
                #expect(server.counts().personSearches() == 1 && server.counts().personCredits() == 1)
                #expect(server.counts().total() == 2)

                let offline = try await run(["actor", "Zoë  MARCHETTI", "--format", "csv", "--offline"])
                #expect(offline.status == 0 && offline.output == online.output, "\(offline.error)")

                // Lists name the same person in each film by one id.
                #expect(try await run(["top-grossing", "2016"]).status == 0)
                let ids = try await DatabaseQueue(path: movies.cache.path).read { db in
                    try Int.fetchAll(db, sql: "SELECT DISTINCT personId FROM castMember WHERE name = 'Zoë Marchetti'")
                }
                #expect(ids == [zoe])
            }
        }
    }

    @Test func keepsEachLanguagesAnswersApart() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { movies, run in
                let english = try await run(["show", "100001"])
                let german = try await run(["show", "100001", "--language", "de-de"])
                #expect(english.status == 0 && german.status == 0, "\(german.error)")
                #expect(english.output.hasPrefix("The Paper Lantern"), "\(english.output)")
                #expect(!german.output.hasPrefix("The Paper Lantern") && german.output != english.output)
                #expect(server.counts().details() == 2)

                let cachedGerman = try await movies.run(
                    ["show", "100001", "--offline"] + tmdb(server), environment: ["MOVIES_LANGUAGE": "de-DE"])
                #expect(cachedGerman.output == german.output, "\(cachedGerman.error)")
                let cachedEnglish = try await run(["show", "100001", "--offline", "--language", "en-US"])
                #expect(cachedEnglish.output == english.output)
                #expect(try await run(["show", "100002", "--offline", "--language", "fr-FR"]).status == 69)

                let badLanguage = try await run(["show", "100001", "--language", "german"])
                #expect(badLanguage.status == 64 && badLanguage.error.contains("--language"), "\(badLanguage.error)")
            }
        }
    }

    @Test(arguments: [#"a&b#c%d+e/f "q" 'x' 🎬"#, "DROP TABLE movie; --", "%00", "100% + 50%", "?page=2&api_key=x"])
    func sendsAnyTextAsOneQueryAndSavesItsAnswer(text: String) async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { _, run in
                let online = try await run(["search", text])
                #expect(online.status == 0, "\(online.error)")
                #expect(server.counts().movieSearches(status: 200) == 1 && server.counts().total() == 1)
                let offline = try await run(["search", text, "--offline"])
                #expect(offline.status == 0 && offline.output == online.output, "\(offline.error)")
            }
        }
    }

    @Test(arguments: [[""], ["   "], [String(repeating: "x", count: 501)]])
    func refusesABlankOrOverlongQuery(words: [String]) async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { _, run in
                for command in [["search"], ["show"], ["actor"]] {
                    let refused = try await run(command + words)
                    #expect(refused.status == 64, "\(command): \(refused.error)")
                }
                #expect(server.counts().total() == 0)
            }
        }
    }

    /// One rule for an answer that could not be refreshed: shown, a warning saying why, exit 0;
    /// a missing credential is one more reason, not a failure.
    @Test(arguments: [
        ["top-grossing", "2016"], ["show", "100016"], ["show", "saltwater"], ["search", "saltwater"],
        ["actor", "zoe marchetti"],
    ])
    func aCachedAnswerWithNoCredentialToRefreshItIsShownWithAWarningAndExits0(command: [String]) async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { movies, run in
                let filled = try await run(command)
                #expect(filled.status == 0, "\(filled.error)")
                let requests = server.counts().total()

                let noKey = try await movies.run(command + tmdb(server))
                #expect(noKey.status == 0, "\(noKey.error)")
                #expect(noKey.output == filled.output)
                // Beside the notes the first run printed too, warnings only (show TITLE says both that it
                // could not search and could not refresh).
                let added = noKey.error.split(separator: "\n").filter { !filled.error.contains($0) }
                #expect(!added.isEmpty && added.allSatisfy { $0.hasPrefix("warning: could not ") }, "\(noKey.error)")
                #expect(noKey.error.contains("TMDB_API_KEY") && noKey.error.contains("movies login tmdb"))
                #expect(server.counts().total() == requests)
            }
        }
    }

    @Test func aFailedSearchWritesNothingAndShowsWhatTheCacheMatches() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { movies, run in
                #expect(try await run(["show", "100001"]).status == 0)
                let before = try cacheContents(of: movies)
                await server.server.stop()
                let cached = try await run(["search", "paper"])
                #expect(cached.status == 0 && cached.output.contains("The Paper Lantern"), "\(cached.error)")
                #expect(cached.error.contains("could not refresh"), "\(cached.error)")
                let none = try await run(["search", "saltwater"])
                #expect(none.status == 69 && none.output.isEmpty, "\(none.error)")
                #expect(try cacheContents(of: movies) == before)
            }
        }
    }

    @Test func offlineNamesTheOriginThatHasTheAnswer() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { movies, run in
                #expect(try await run(["top-grossing", "2016"]).status == 0)
                let elsewhere = try await movies.run([
                    "top-grossing", "2016", "--offline", "--source", "tmdb", "--api-url", "http://127.0.0.1:9/3/",
                ])
                #expect(elsewhere.status == 69)
                let origin = "http://127.0.0.1:\(server.baseURL.port ?? 0)"
                #expect(
                    elsewhere.error.contains("the cache has it from \(origin)")
                        && elsewhere.error.contains("--api-url") && !elsewhere.error.contains("run it once online"),
                    "\(elsewhere.error)")
            }
        }
    }

    @Test func anotherOriginsAnswersNeverReplaceTheOnesCachedBefore() async throws {
        let questions = [
            ["top-grossing", "2016"], ["show", "100002"], ["search", "amelie"], ["actor", "zoe", "marchetti"],
        ]
        try await withTMDBServer { usual in
            try await withTMDBServer { proxy in
                try await withMovies(usual) { movies, run in
                    func offline(from server: TMDBTestServer, _ question: [String]) async throws -> MoviesRun {
                        try await movies.run(question + ["--offline"] + tmdb(server), environment: Self.keyEnvironment)
                    }
                    var answers: [[String]: String] = [:]
                    for question in questions {
                        let answer = try await run(question)
                        #expect(answer.status == 0 && !answer.output.isEmpty, "\(question): \(answer.error)")
                        answers[question] = answer.output
                        let proxied = try await movies.run(question + tmdb(proxy), environment: Self.keyEnvironment)
                        #expect(proxied.status == 0 && proxied.output == answer.output, "\(question): \(proxied.error)")
                    }
                    #expect(proxy.counts().total() > 0)
                    for question in questions {
                        let usualOffline = try await offline(from: usual, question)
                        #expect(
                            usualOffline.status == 0 && usualOffline.output == answers[question],
                            "\(question): \(usualOffline.error)")
                        let proxyOffline = try await offline(from: proxy, question)
                        #expect(
                            proxyOffline.status == 0 && proxyOffline.output == answers[question],
                            "\(question): \(proxyOffline.error)")
                    }
                }
            }
        }
    }

    /// The cache file's bytes and its write-ahead log's.
    private func cacheContents(of movies: MoviesProcess) throws -> Data {
        let log = URL(fileURLWithPath: movies.cache.path + "-wal")
        let logged = FileManager.default.fileExists(atPath: log.path) ? try Data(contentsOf: log) : Data()
        return try Data(contentsOf: movies.cache) + logged
    }
}
