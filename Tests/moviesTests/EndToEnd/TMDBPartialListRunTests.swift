import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// A TMDB list whose page arrived but one film's details keep failing (`movies-api --fail-movie`):
/// the list is shown, saved and asked again; only the page failing fails it.
struct TMDBPartialListRunTests {
    /// Iron Harbor, first of 2016's top-grossing films in `api-fixtures/tmdb`.
    static let failingFilm = 100004
    static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60"]
    }

    /// Runs `body` with a TMDB server whose film ``failingFilm`` answers 500, and `movies` on a new cache.
    private func withFailingFilm(_ body: (TMDBTestServer, MoviesProcess) async throws -> Void) async throws {
        try await withTMDBServer(maxAge: 600, failingMovies: [Self.failingFilm]) { server in
            try await withTemporaryFolder { folder in
                try await body(server, MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite")))
            }
        }
    }

    @Test func showsTheListWithTheFailedFilmAsTheListNamesItAndOneWarning() async throws {
        try await withFailingFilm { server, movies in
            let run = try await movies.run(["top-grossing", "2016"] + tmdb(server), environment: Self.keyEnvironment)
            #expect(run.status == 0, "\(run.error)")
            let rows = run.output.split(separator: "\n").dropFirst()
            #expect(rows.count == 10)
            let failed = try #require(rows.first)
            #expect(
                failed.contains("Iron Harbor") && failed.contains("2016-05-06") && failed.contains("—")
                    && failed.contains("6.9"))
            let warnings = run.error.split(separator: "\n").filter { $0.contains("came without their details") }
            #expect(warnings.count == 1, "\(run.error)")
            #expect(
                warnings.first?.contains("1 of 10 films") == true
                    && warnings.first?.contains("Iron Harbor (100004)") == true)
            #expect(warnings.first?.contains("HTTP 500") == true)

            let offline = try await movies.run([
                "top-grossing", "2016", "--offline", "--source", "tmdb", "--api-url", server.baseURL.absoluteString,
            ])
            #expect(offline.status == 0 && offline.output == run.output, "\(offline.error)")
        }
    }

    @Test func asksForTheListAgainWithinItsMaxAgeAndForTheFilmWhenShown() async throws {
        try await withFailingFilm { server, movies in
            #expect(
                try await movies.run(["top-grossing", "2016"] + tmdb(server), environment: Self.keyEnvironment).status
                    == 0)
            let asked = (discover: server.counts().discover(), details: server.counts().details())

            let again = try await movies.run(["top-grossing", "2016"] + tmdb(server), environment: Self.keyEnvironment)
            #expect(again.status == 0 && !again.error.contains("recent enough"), "\(again.error)")
            #expect(server.counts().discover() == asked.discover + 1 && server.counts().discover(status: 304) == 0)

            let show = try await movies.run(
                ["show", String(Self.failingFilm)] + tmdb(server), environment: Self.keyEnvironment)
            #expect(show.output.contains("Iron Harbor"), "\(show.error)")
            #expect(server.counts().details() > asked.details + 1)
            let complete = try await movies.run(["show", "100002"] + tmdb(server), environment: Self.keyEnvironment)
            #expect(complete.status == 0 && complete.error.contains("recent enough"), "\(complete.error)")
        }
    }

    @Test func aSyncNamesTheFailedFilmSavesTheRestAndExits75() async throws {
        try await withFailingFilm { server, movies in
            let run = try await movies.run(["sync", "2016"] + tmdb(server), environment: Self.keyEnvironment)
            #expect(run.status == 75, "\(run.output)\(run.error)")
            #expect(run.error.contains("film 100004 (Iron Harbor) came without its details"), "\(run.error)")
            let offline = try await movies.run([
                "top-rated", "2016", "--offline", "--source", "tmdb", "--api-url", server.baseURL.absoluteString,
            ])
            #expect(offline.status == 0, "\(offline.error)")
        }
    }
}
