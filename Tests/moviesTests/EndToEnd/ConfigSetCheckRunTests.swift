import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies config set` checks what it is given: a service the source does not name (offline:
/// none the cache knows) is refused with the closest names, exit 64, the file left byte for
/// byte; with nothing to check against, the names are kept with a warning; a region must be a
/// country's code.
@Suite(.serialized)
struct ConfigSetCheckRunTests {
    private static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]
    private static let mine = "# mine\nregion = US\nservices = Mubi\n"

    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "30"]
    }

    /// Runs `body` with `movies` on a new cache and a config file of ``mine``.
    private func withConfig(_ body: (MoviesProcess, URL) async throws -> Void) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let file = movies.configFolder.appendingPathComponent("movies/config")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(Self.mine.utf8).write(to: file)
            try await body(movies, file)
        }
    }

    @Test func refusesAServiceTheSourceDoesNotNameLeavingTheFileAsItWas() async throws {
        try await withTMDBServer { server in
            try await withConfig { movies, file in
                let refused = try await movies.run(
                    ["config", "set", "services", "netflx, mubi"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(refused.status == 64)
                #expect(refused.output.isEmpty)
                #expect(
                    refused.error.hasPrefix(
                        "error: services: no service is called \"netflx\" in US; did you mean \"Netflix\"?"),
                    "\(refused.error)")
                #expect(refused.error.split(separator: "\n").count == 1, "\(refused.error)")
                #expect(try Data(contentsOf: file) == Data(Self.mine.utf8))

                let kept = try await movies.run(
                    ["config", "set", "services", "NETFLIX, mubi"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(kept.status == 0, "\(kept.error)")
                #expect(try String(contentsOf: file, encoding: .utf8).hasSuffix("services = NETFLIX, mubi\n"))
            }
        }
    }

    @Test func offlineChecksAgainstTheServicesTheCacheKnows() async throws {
        try await withTMDBServer { server in
            try await withConfig { movies, file in
                let discover = try await movies.run(
                    ["discover", "--on", "netflix", "--region", "US"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(discover.status == 0, "\(discover.error)")
                let refused = try await movies.run(
                    ["config", "set", "services", "netflx", "--offline"] + tmdb(server),
                    environment: Self.keyEnvironment)
                #expect(refused.status == 64)
                #expect(refused.error.contains("did you mean \"Netflix\"?"), "\(refused.error)")
                #expect(try Data(contentsOf: file) == Data(Self.mine.utf8))
                let kept = try await movies.run(["config", "set", "services", "netflix", "--offline"] + tmdb(server))
                #expect(kept.status == 0 && kept.error.isEmpty, "\(kept.error)")
            }
        }
    }

    @Test func keepsServicesWithAWarningWhenNothingIsKnownToCheckThemAgainst() async throws {
        try await withConfig { movies, file in
            let kept = try await movies.run(["config", "set", "services", "netflx", "--offline"])
            #expect(kept.status == 0, "\(kept.error)")
            #expect(kept.error.hasPrefix("warning: "), "\(kept.error)")
            #expect(kept.error.contains("\"netflx\""), "\(kept.error)")
            #expect(try String(contentsOf: file, encoding: .utf8).hasSuffix("services = netflx\n"))
        }
    }

    @Test func refusesARegionThatIsNoCountrysCode() async throws {
        try await withConfig { movies, file in
            for (typed, expected) in [("QQ", "\"QQ\""), ("germany", "did you mean DE (")] {
                let refused = try await movies.run(["config", "set", "region", typed])
                #expect(refused.status == 64)
                // A usage error of ArgumentParser's, as every value that does not read: its first line says why.
                #expect(refused.error.split(separator: "\n").first?.contains(expected) == true, "\(refused.error)")
                #expect(try Data(contentsOf: file) == Data(Self.mine.utf8))
            }
            #expect(try await movies.run(["config", "set", "region", "de"]).status == 0)
        }
    }
}
