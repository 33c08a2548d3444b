import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies --source tmdb` against `movies-api --dialect tmdb --hostile KIND`: every kind of bad
/// answer TMDB could send. An answer that cannot be trusted leaves the cache byte for byte as it
/// was and the cached answer is shown with one warning; the ones a list can survive are survived.
struct TMDBHostileRunTests {
    /// A hostile answer to a list, and what the warning about it says.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let kind: TMDBHostility.Kind
        let says: String
        /// The status of the same question with nothing cached.
        let coldStatus: Int32
        /// The `--timeout` of the runs it answers: long enough for a busy machine, short for the drip.
        let timeout: Int

        init(_ kind: TMDBHostility.Kind, _ says: String, cold coldStatus: Int32 = 65, timeout: Int = 30) {
            self.kind = kind
            self.says = says
            self.coldStatus = coldStatus
            self.timeout = timeout
        }

        var testDescription: String { kind.rawValue }
    }

    static let refusals: [Refusal] = [
        Refusal(.malformedJSON, "the body is not valid JSON"),
        Refusal(.emptyBody, "the body is empty"),
        Refusal(.htmlPage, "the body is not valid JSON"),
        Refusal(.hugeBody, "larger than 32 MiB"),
        Refusal(.cutShort, "the connection was lost", cold: 69),
        Refusal(.slowDrip, "did not answer in time", cold: 69, timeout: 1),
        Refusal(.successFalse, "TMDB answered 200 with a failure, code 11: Internal error"),
        Refusal(.retryAfterHour, "asked to be tried again after 3600 s", cold: 69),
        Refusal(.redirectElsewhere, "HTTP 401", cold: 69),
        Refusal(.refusedCredential, "TMDB refused the credential: Invalid API key", cold: 77),
        Refusal(.objectForList, "at results: expected a list, got a dictionary"),
        Refusal(.resultsMissing, "at results: missing field"),
        Refusal(.resultsNull, "at results: expected a list, got null"),
        Refusal(.idZero, "at results[0].id: expected a positive id, got 0"),
        Refusal(.idNegative, "at results[0].id: expected a positive id, got -550"),
        Refusal(.idString, "at results[0].id: expected an integer, got a string"),
        Refusal(.titleEmpty, "at results[0].title: expected a title"),
        Refusal(.voteAverageOverTen, "at results[0].vote_average: expected a rating from 0 to 10, got 11.5"),
        Refusal(.voteAverageNegative, "at results[0].vote_average: expected a rating from 0 to 10, got -1"),
        Refusal(.dateMonth13, #"at results[0].release_date: expected a date as yyyy-MM-dd, got "2016-13-45""#),
        Refusal(.dateDayFirst, #"at results[0].release_date: expected a date as yyyy-MM-dd, got "16-06-2016""#),
    ]

    /// Requests `top-grossing 2016` makes on a new cache: the page, then its 10 films' details.
    static let listRequests = 11
    static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    private func tmdb(_ server: TMDBTestServer, timeout: Int = 30) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", String(timeout)]
    }

    /// Runs `body` with `movies` on a cache that holds `top-grossing 2016` from a server that
    /// answers that well, then answers `kind` to every later request it concerns.
    private func withWarmCache(
        hostile kind: TMDBHostility.Kind, _ body: (TMDBTestServer, MoviesProcess, MoviesRun) async throws -> Void
    ) async throws {
        try await withTMDBServer(hostility: TMDBHostility(kind, after: Self.listRequests)) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let warm = try await movies.run(
                    ["top-grossing", "2016"] + tmdb(server), environment: Self.keyEnvironment)
                try #require(warm.status == 0, "\(warm.error)")
                try #require(server.counts().total() == Self.listRequests)
                try await body(server, movies, warm)
            }
        }
    }

    @Test(arguments: refusals)
    func showsTheCachedListAndKeepsTheCacheWhateverTMDBSends(_ refusal: Refusal) async throws {
        try await withWarmCache(hostile: refusal.kind) { server, movies, warm in
            let before = try cacheContents(of: movies)
            let arguments = ["top-grossing", "2016"] + tmdb(server, timeout: refusal.timeout)
            let run = try await movies.run(arguments, environment: Self.keyEnvironment)
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output == warm.output)
            #expect(run.error.contains(refusal.says), "\(run.error)")
            #expect(try cacheContents(of: movies) == before)

            let cold = MoviesProcess(
                cache: movies.cache.deletingLastPathComponent().appendingPathComponent("cold.sqlite"))
            let coldRun = try await cold.run(arguments, environment: Self.keyEnvironment)
            #expect(coldRun.status == refusal.coldStatus, "\(coldRun.error)")
            #expect(coldRun.output.isEmpty && coldRun.error.contains(refusal.says), "\(coldRun.error)")
            #expect(coldRun.error.split(separator: "\n").count == 1, "\(coldRun.error)")
        }
    }

    @Test func aRedirectToAnotherOriginCarriesNoCredential() async throws {
        try await withWarmCache(hostile: .redirectElsewhere) { server, movies, _ in
            _ = try await movies.run(["top-grossing", "2016"] + tmdb(server), environment: Self.keyEnvironment)
            let elsewhere = { (path: String) in path.hasPrefix("/3/elsewhere/") }
            #expect(server.counts().all.count(where: elsewhere) >= 1)
            #expect(
                server.counts().all.count(where: elsewhere) == server.counts().all.count(where: elsewhere, status: 401))
        }
    }

    @Test func aHourLongRetryAfterFailsAtOnce() async throws {
        try await withWarmCache(hostile: .retryAfterHour) { server, movies, _ in
            let before = server.counts().total()
            let started = ContinuousClock.now
            let run = try await movies.run(
                ["top-grossing", "2016"] + tmdb(server, timeout: 3600), environment: Self.keyEnvironment)
            // At once: a run takes well under a second; ten leave room for a loaded machine, and
            // none for a wait of the hour asked, nor for retries until some bound.
            #expect(run.status == 0 && ContinuousClock.now - started < .seconds(10), "\(run.error)")
            #expect(server.counts().tooManyRequests == 1 && server.counts().total() == before + 1, "asked once")
        }
    }

    @Test(arguments: [TMDBHostility.Kind.revenueString, .revenueNegative])
    func aFilmWithBadDetailsIsShownFromTheCacheAndAListSurvivesIt(_ kind: TMDBHostility.Kind) async throws {
        try await withWarmCache(hostile: kind) { server, movies, warm in
            let before = try cacheContents(of: movies)
            let show = try await movies.run(["show", "100004"] + tmdb(server), environment: Self.keyEnvironment)
            #expect(show.status == 0 && show.output.contains("Iron Harbor"), "\(show.error)")
            #expect(show.error.contains("bad data from the movie API at revenue"), "\(show.error)")
            #expect(try cacheContents(of: movies) == before)

            let cold = MoviesProcess(
                cache: movies.cache.deletingLastPathComponent().appendingPathComponent("cold.sqlite"))
            let list = try await cold.run(["top-grossing", "2016"] + tmdb(server), environment: Self.keyEnvironment)
            #expect(list.status == 0, "\(list.error)")
            #expect(
                list.error.contains(
                    "10 of 10 films came without their details (bad data from the movie API at revenue"),
                "\(list.error)")
            #expect(list.output.split(separator: "\n").dropFirst().allSatisfy { $0.contains("—") })
        }
    }

    @Test func aPageClaiming500PagesIsAskedNoFurtherThanTheLimitNeeds() async throws {
        try await withHostileList(.totalPages500, limit: 100) { server, films in
            #expect(films.count == 10)
            #expect(server.counts().discover() == 5, "100 films are 5 pages of 20, whatever total_pages says")
        }
    }

    @Test func aPageBeyondTheLastEndsTheList() async throws {
        try await withHostileList(.pageBeyondLast, limit: 60) { server, films in
            #expect(films.count == 10)
            #expect(server.counts().discover(status: 400) == 2)
        }
    }

    @Test func aFilmTwiceOnAPageIsShownOnceAndAskedOnce() async throws {
        try await withHostileList(.duplicateOnPage, limit: 20) { server, films in
            #expect(films.count == 9 && Set(films).count == 9)
            #expect(server.counts().details() == 9)
        }
    }

    @Test func aFilmOnTwoPagesIsShownOnce() async throws {
        let catalogue = TMDBCatalogue(syntheticCount: 4000, seed: 7)
        try await withHostileList(.duplicateAcrossPages, limit: 40, catalogue: catalogue) { server, films in
            #expect(films.count == 39 && Set(films).count == 39, "\(films)")
            #expect(server.counts().discover() == 2 && server.counts().details() == 39)
        }
    }

    /// Runs `top-grossing 2016 --limit N` against a server answering `kind` to every request,
    /// checks it succeeds and that offline gives the same, and hands `body` the ids shown (CSV, CRLF lines).
    private func withHostileList(
        _ kind: TMDBHostility.Kind, limit: Int, catalogue: TMDBCatalogue? = nil,
        _ body: (TMDBTestServer, [Substring]) throws -> Void
    ) async throws {
        try await withTMDBServer(catalogue: catalogue, hostility: TMDBHostility(kind)) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let arguments = ["top-grossing", "2016", "--limit", String(limit), "--format", "csv"] + tmdb(server)
                let run = try await movies.run(arguments, environment: Self.keyEnvironment)
                #expect(run.status == 0 && run.error.isEmpty, "\(run.error)")
                let offline = try await movies.run(arguments + ["--offline"])
                #expect(offline.status == 0 && offline.output == run.output, "\(offline.error)")
                try body(
                    server,
                    run.output.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",")[1] })
            }
        }
    }

    @Test func aFindWithoutFilmsIsBadDataToShowAndLeavesAnImportedFilmUnmatched() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.findResultsMissing)) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let show = try await movies.run(["show", "tt9100001"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(show.status == 65 && show.error.contains("movie_results"), "\(show.error)")
                let csv = folder.appendingPathComponent("ratings.csv")
                try Data(
                    "Const,Your Rating,Date Rated,Title,Year\ntt9100001,9,2024-01-01,\"The Paper Lantern\",2016\n".utf8
                )
                .write(to: csv)
                let imported = try await movies.run(
                    ["import", "imdb", csv.path] + tmdb(server), environment: Self.keyEnvironment)
                #expect(imported.status == 0, "\(imported.error)")
                #expect(imported.error.contains("1 film not matched"), "\(imported.error)")
                #expect(server.counts().finds() == 2, "show and the import each asked find")
                let ratings = try await movies.run(["ratings", "--source", "tmdb", "--format", "csv"])
                #expect(ratings.output.contains("The Paper Lantern"), "kept as the file names it: \(ratings.output)")
            }
        }
    }

    @Test func aCredentialRefusedMidSyncKeepsTheYearsSyncedBefore() async throws {
        let firstYear = try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                _ = try await movies.run(
                    ["sync", "2015", "--jobs", "1"] + tmdb(server), environment: Self.keyEnvironment)
                return server.counts().total()
            }
        }
        try await withTMDBServer(hostility: TMDBHostility(.refusedCredential, after: firstYear)) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let run = try await movies.run(
                    ["sync", "2015", "2016", "--jobs", "1"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(run.status == 75, "\(run.output)\(run.error)")
                #expect(run.error.contains("2016") && run.error.contains("TMDB refused the credential"), "\(run.error)")
                let synced = try await movies.run(["top-grossing", "2015", "--offline"] + tmdb(server))
                #expect(synced.status == 0, "\(synced.error)")
                let refused = try await movies.run(["top-grossing", "2016", "--offline"] + tmdb(server))
                #expect(refused.status == 69, "\(refused.output)")
            }
        }
    }

    /// What the cache holds: its file's bytes and its write-ahead log's (none when there is no
    /// log; a reader may leave an empty one, and SQLite's `-shm` index, behind).
    private func cacheContents(of movies: MoviesProcess) throws -> Data {
        let log = URL(fileURLWithPath: movies.cache.path + "-wal")
        let logged = FileManager.default.fileExists(atPath: log.path) ? try Data(contentsOf: log) : Data()
        return try Data(contentsOf: movies.cache) + logged
    }
}
