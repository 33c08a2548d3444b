import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// A failure says in one line on stderr what a person can do next (issue 43): what the cache
/// holds instead, that the film is in your library, to give an id or try again online, which
/// source was asked, where there are films, and who failed to give a poster.
@Suite(.serialized)
struct ErrorsThatGuideRunTests {
    private static let key = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    private func tmdb(_ url: URL) -> [String] {
        ["--source", "tmdb", "--api-url", url.absoluteString, "--timeout", "60"]
    }

    /// The address of a base URL as a transport names it when nothing listens there.
    private func address(_ url: URL?) throws -> String {
        let url = try #require(url)
        return "\(try #require(url.host)):\(try #require(url.port))"
    }

    @Test func unreachableWithNothingCachedSaysWhatIsCachedAndOffline() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let server = try await startFixtureServer()
            let api = ["--api-url", server.baseURL.absoluteString]
            let filled = try await movies.run(["top-rated", "2016"] + api)
            await server.stop()
            #expect(filled.status == 0, "\(filled.error)")
            let run = try await movies.run(["top-rated", "2015"] + api)
            #expect(run.status == 69)
            #expect(
                run.error
                    == "error: the movie API is unreachable: cannot connect to \(try address(server.baseURL)); "
                    + "nothing is cached for top-rated movies of 2015; "
                    + "the cache has top-rated movies of 2016: add --offline to read them\n")
        }
    }

    @Test func aTitleOfYourLibraryWhosePageIsNotCachedIsFoundThereOffline() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["watched", "100015", "--on", "2024-05-18"]).status == 0)
                #expect(try await runner.run(["cache", "clear", "--yes"]).status == 0)
                let run = try await runner.run(["show", "saltwater", "--offline"])
                #expect(run.status == 69)
                #expect(
                    run.error
                        == "error: Saltwater (1999, 100015) is in your library, but its page is not cached yet (run it once online)\n"
                )
            }
        }
    }

    @Test func addingATitleWhileTheSourceIsUnreachableSaysToGiveItsIdOrTryAgainOnline() async throws {
        try await LibraryRunner.with(nil) { runner in
            let run = try await runner.run(["watchlist", "add", "Toni Erdmann"])
            #expect(run.status == 69)
            #expect(
                run.error
                    == "error: no movie titled \"Toni Erdmann\" in the cache of TMDB, and TMDB could not be searched "
                    + "(the movie API is unreachable: cannot connect to \(try address(LibraryRunner.nowhere))); "
                    + "give its id, or try again online\n")
            #expect(try await runner.entries(["watchlist"]).isEmpty)
        }
    }

    @Test func aRefusalWithTheAPIURLFromTheEnvironmentAndNoSourceSaysWhichSourceWasAsked() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let url = server.baseURL.absoluteString
                let run = try await movies.run(
                    ["top-rated", "2016"], environment: Self.key.merging(["MOVIES_API_URL": url]) { $1 })
                #expect(run.status == 77)
                #expect(
                    run.error
                        == "error: authentication failed: could not get a token from the API's auth route: "
                        + "the movie API answered HTTP 401; the demo catalogue was asked, at \(url) ($MOVIES_API_URL), "
                        + "as no --source was given: for TMDB, --source tmdb may be missing\n")
            }
        }
    }

    @Test func aSearchThatFindsNothingInOneSourceSaysWhereThereAreFilms() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let filled = try await movies.run(
                    ["search", "Saltwater"] + tmdb(server.baseURL), environment: Self.key)
                #expect(filled.status == 0, "\(filled.error)")
                let run = try await movies.run(["search", "Saltwater"])
                #expect(run.status == 0, "\(run.error)")
                #expect(run.output == "No movies.\n")
                let origin = "http://\(try address(server.baseURL))"
                #expect(
                    run.error
                        == "no film matches \"Saltwater\" in the demo catalogue; the cache has films matching it: "
                        + "2 in TMDB from \(origin) (--source tmdb --api-url pointing there)\n")
            }
        }
    }

    @Test func aSearchThatFindsNothingFromOneOriginSaysWhichOriginHasFilms() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let filled = try await movies.run(["show", "100015"] + tmdb(server.baseURL), environment: Self.key)
                #expect(filled.status == 0, "\(filled.error)")
                let run = try await movies.run(
                    ["search", "Saltwater", "--source", "tmdb", "--offline"], environment: Self.key)
                #expect(run.status == 69)
                #expect(
                    run.error
                        == "error: nothing cached for this question yet (run it once online); the cache has films "
                        + "matching it: 1 from http://\(try address(server.baseURL)) (--api-url pointing there)\n")
            }
        }
    }

    @Test func aPosterThatCouldNotBeFetchedBlamesTheImageHost() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let api = tmdb(server.baseURL)
                let first = folder.appendingPathComponent("first.jpg").path
                #expect(
                    try await movies.run(["poster", "100001", "--output", first] + api, environment: Self.key).status
                        == 0)
                #expect(try await movies.run(["show", "100002"] + api, environment: Self.key).status == 0)
                let imageHost = try address(server.imageBaseURL)
                await server.server.stop()
                let second = folder.appendingPathComponent("second.jpg").path
                let run = try await movies.run(
                    ["poster", "100002", "--output", second, "--max-age", "1h"] + api, environment: Self.key)
                #expect(run.status == 69)
                #expect(run.error == "error: the image host is unreachable: cannot connect to \(imageHost)\n")
            }
        }
    }
}
