import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies news` draws its progress in place on a terminal's stderr while it asks again for the
/// watchlist films' pages (`[####…]  3/3  …`, cleared before the news is printed), and nowhere
/// else: not piped, not with `--quiet`, not `--offline` (nothing is asked).
struct NewsProgressRunTests {
    static let films = ["100001", "100002", "100005"]
    /// The bar once every film is done, as ``RequestProgressBar`` draws it over its line.
    static let fullBar = "\r\u{1B}[2K[####################]  3/3  "

    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60"]
    }

    /// Runs `body` with three TMDB films on the watchlist of a new library and cache.
    private func withWatchlist(_ body: (TMDBTestServer, MoviesProcess) async throws -> Void) async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                for id in Self.films {
                    let added = try await movies.run(
                        ["watchlist", "add", id] + tmdb(server), environment: NewsRunTests.keyEnvironment)
                    #expect(added.status == 0, "\(added.error)")
                }
                try await body(server, movies)
            }
        }
    }

    /// `movies arguments` on a pseudo-terminal of a terminal that takes escapes, with `movies`'
    /// cache, library and credentials and none of whoever runs the tests.
    private func onTerminal(
        _ movies: MoviesProcess, _ arguments: [String]
    ) async throws -> (
        printed: String, status: Int32
    ) {
        let folder = movies.cache.deletingLastPathComponent()
        let environment = NewsRunTests.keyEnvironment.merging([
            "TERM": "xterm-256color", "MOVIES_CACHE": movies.cache.path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": movies.configFolder.path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
        ]) { $1 }
        return try await RealTerminal.moviesOnPseudoTerminal(
            arguments, environment: environment,
            unset: [
                "MOVIES_API_URL", "NO_COLOR", "MOVIES_LIBRARY", "MOVIES_SOURCE", "MOVIES_SERVICES", "MOVIES_REGION",
                "TMDB_API_TOKEN", "COLUMNS",
            ])
    }

    @Test func onATerminalTheBarCountsThePagesAskedAgainAndIsClearedBeforeTheNews() async throws {
        try await withWatchlist { server, movies in
            let asked = server.counts().total()
            let run = try await onTerminal(movies, ["news", "--region", "US"] + tmdb(server))
            #expect(run.status == 0, "\(run.printed)")
            #expect(server.counts().total() == asked + Self.films.count)
            #expect(run.printed.contains("\r\u{1B}[2K[--------------------]  0/3  "), "\(run.printed.debugDescription)")
            let bar = try #require(
                run.printed.range(of: Self.fullBar), "no full bar: \(run.printed.debugDescription)")
            let after = run.printed[bar.upperBound...]
            let cleared = try #require(after.range(of: "\r\u{1B}[2K"), "the bar is never cleared")
            #expect(after[cleared.upperBound...].contains("first look"), "\(run.printed.debugDescription)")
            #expect(!after[cleared.upperBound...].contains("3/3"), "\(run.printed.debugDescription)")
        }
    }

    @Test func pipedQuietOrOfflineNoBarIsDrawn() async throws {
        try await withWatchlist { server, movies in
            let news = ["news", "--region", "US"] + tmdb(server)
            let piped = try await movies.run(news, environment: NewsRunTests.keyEnvironment)
            #expect(piped.status == 0, "\(piped.error)")
            #expect(piped.error.contains("first look"), "\(piped.error)")
            #expect(!piped.error.contains("3/3") && !piped.error.contains("\u{1B}"), "\(piped.error.debugDescription)")

            let quiet = try await onTerminal(movies, news + ["--quiet"])
            #expect(quiet.status == 0, "\(quiet.printed)")
            #expect(
                quiet.printed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                "\(quiet.printed.debugDescription)")

            let asked = server.counts().total()
            let offline = try await onTerminal(movies, news + ["--offline"])
            #expect(offline.status == 0, "\(offline.printed)")
            #expect(offline.printed.contains("0 changes"), "\(offline.printed.debugDescription)")
            #expect(!offline.printed.contains("/3  "), "\(offline.printed.debugDescription)")
            #expect(server.counts().total() == asked)
        }
    }
}
