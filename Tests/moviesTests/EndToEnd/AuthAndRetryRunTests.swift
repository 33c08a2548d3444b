import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// The built `movies` binary against an API that wants tokens, fails, or is gone.
@Suite(.serialized)
struct AuthAndRetryRunTests {
    static func tokenFile(in state: URL, for server: URL) -> URL {
        let port = server.port ?? 0
        return state.appendingPathComponent("movies/token-http_127.0.0.1_\(port)")
    }

    @Test func verboseTellsTheStoryOfARetryAndARefreshWithoutTheToken() async throws {
        var faults = ServerFaults()
        faults.requireToken = true
        faults.failFirst = 1
        faults.failStatus = 503
        try await withFixtureServer(faults: faults) { server in
            try await withTemporaryFolder { folder in
                // MoviesProcess keeps tokens in the "state" folder beside the cache.
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let file = Self.tokenFile(in: folder.appendingPathComponent("state"), for: server.baseURL)
                let run = try await movies.run(
                    ["top-grossing", "2016", "--refresh", "--verbose", "--api-url", server.baseURL.absoluteString])

                #expect(run.status == 0, "\(run.error)")
                let token = try String(contentsOf: file, encoding: .utf8)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(token.hasPrefix("token-"))
                let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
                #expect(attributes[.posixPermissions] as? Int == 0o600)
                for step in [
                    "→ HTTP 503", "retrying GET", "→ HTTP 401", "refreshing the API token", "got a new API token",
                    "→ HTTP 200",
                ] {
                    #expect(run.error.contains(step), "\(step) missing from:\n\(run.error)")
                }
                #expect(!run.error.contains(token))
                #expect(!run.output.contains(token))
                for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                where file.lastPathComponent.hasPrefix("movies.sqlite") {
                    #expect(
                        try Data(contentsOf: file).range(of: Data(token.utf8)) == nil,
                        "the token is in \(file.lastPathComponent)")
                }

                let again = try await movies.run(
                    ["top-grossing", "2016", "--refresh", "--api-url", server.baseURL.absoluteString])
                #expect(again.status == 0)
                #expect(again.error == "")
                #expect(try await server.counts().tokensIssued == 1)

                try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
                let exposed = try await movies.run(
                    ["top-grossing", "2016", "--refresh", "--api-url", server.baseURL.absoluteString])
                #expect(exposed.status == 0)
                #expect(
                    exposed.error
                        == "warning: the token file \(file.path) was readable by others (mode 644); it is now 0600\n")
                #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
            }
        }
    }

    @Test func aTokenTheAPIKeepsRefusingEndsWith77AndNeverShowsTheToken() async throws {
        let server = try RawHTTPServer { request in
            request.path.hasSuffix("/auth")
                ? [.write(RawHTTPServer.response(status: 200, body: Data("tok-secret-123\n".utf8))), .close]
                : [.write(RawHTTPServer.response(status: 401, body: Data())), .close]
        }
        defer { server.stop() }
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            for verbose in [[], ["--verbose"]] {
                let run = try await movies.run(
                    ["show", "1", "--api-url", server.baseURL.absoluteString] + verbose)
                #expect(run.status == 77)
                #expect(
                    run.error.hasSuffix(
                        "error: authentication failed: the API refused a fresh token for /api/movies/1\n"),
                    "\(run.error)")
                #expect(!run.error.contains("tok-secret-123"))
            }
        }
    }

    @Test func anUnreachableAPIWithAWarmCacheAnswersAtOnceAndExits0() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let server = try await startFixtureServer()
            let api = ["--api-url", server.baseURL.absoluteString]
            let online = try await movies.run(["top-rated", "2016"] + api)
            await server.stop()

            let started = ContinuousClock.now
            let offline = try await movies.run(["top-rated", "2016", "--timeout", "3"] + api)
            #expect(offline.status == 0)
            #expect(offline.output == online.output)
            #expect(offline.error.contains("could not refresh: the movie API is unreachable"))
            #expect(
                ContinuousClock.now - started < .seconds(5),
                "the deadline, and room to start two processes on a busy machine")
        }
    }

    @Test func anAPIThatNeverAnswersIsGivenUpAtTheDeadlineWithTheCachedAnswer() async throws {
        let silent = try RawHTTPServer { _ in [.pause(.seconds(20)), .close] }
        defer { silent.stop() }
        try await withTemporaryFolder { folder in
            let cacheFile = folder.appendingPathComponent("movies.sqlite")
            let movies = MoviesProcess(cache: cacheFile)
            let cache = try CacheDatabase.open(at: cacheFile)
            try cache.saveMovie(
                makeMovie(id: 3), from: Catalogue(source: .demo, baseURL: silent.baseURL), fetchedAt: Date())
            try cache.close()
            let started = ContinuousClock.now
            let run = try await movies.run(["show", "3", "--timeout", "2", "--api-url", silent.baseURL.absoluteString])
            let elapsed = ContinuousClock.now - started

            #expect(run.status == 0)
            #expect(run.error.contains("could not refresh: the movie API did not answer in time"), "\(run.error)")
            #expect(elapsed >= .seconds(2))
            #expect(elapsed < .seconds(6), "the deadline, not the server's 20 s")
        }
    }
}
