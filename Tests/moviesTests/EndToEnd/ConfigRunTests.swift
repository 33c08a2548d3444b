import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Your settings end to end: `movies config` writes and reads the config file under a temporary
/// `$XDG_CONFIG_HOME`, `show` lists your services first, `discover` keeps to them unless told
/// otherwise, and a file that does not read ends each command that uses it with exit 78.
struct ConfigRunTests {
    private static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    private func configFile(of movies: MoviesProcess) -> URL {
        movies.configFolder.appendingPathComponent("movies/config")
    }

    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "30"]
    }

    @Test func setsGetsShowsAndUnsetsSettingsInTheConfigFile() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let file = configFile(of: movies)
            #expect(try await movies.run(["config", "path"]).output == file.path + "\n")
            let set = try await movies.run(["config", "set", "services", "Netflix,mubi"])
            #expect(set.status == 0 && set.output == "services = Netflix, mubi (in \(file.path))\n", "\(set.error)")
            #expect(try await movies.run(["config", "set", "region", "de"]).status == 0)
            #expect(
                try String(contentsOf: file, encoding: .utf8).hasSuffix("\nservices = Netflix, mubi\nregion = DE\n"))

            #expect(try await movies.run(["config", "get", "services"]).output == "Netflix,mubi\n")
            let shown = try await movies.run(["config"], environment: ["MOVIES_REGION": "it"])
            #expect(shown.output.contains("services     Netflix, mubi  file \(file.path):2\n"), "\(shown.output)")
            #expect(shown.output.contains("region       IT             environment MOVIES_REGION\n"))
            let overridden = try await movies.run(
                ["config", "set", "region", "fr"], environment: ["MOVIES_REGION": "it"])
            #expect(
                overridden.error == "warning: MOVIES_REGION is set in your environment and wins over the config file\n")

            let unset = try await movies.run(["config", "unset", "services"])
            #expect(unset.status == 0 && unset.output == "removed services from \(file.path)\n")
            #expect(try await movies.run(["config", "get", "services"]).output == "any\n")
            #expect(try await movies.run(["config", "get", "region"]).output == "FR\n")
        }
    }

    @Test(arguments: [
        ["show", "1"], ["discover", "--year", "2016"], ["config"], ["config", "get", "region"],
        ["config", "set", "region", "fr"], ["config", "unset", "region"],
    ])
    func aConfigFileThatDoesNotReadEndsEachCommandThatUsesItWithExit78(arguments: [String]) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let file = configFile(of: movies)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("region = DE\nregion: FR\n".utf8).write(to: file)
            let run = try await movies.run(arguments)
            #expect(run.status == 78)
            #expect(
                run.error
                    == "error: \(file.path):2: expected key = value (like region = DE), a # comment or a blank line, got \"region: FR\"\n"
            )
            #expect(run.output.isEmpty)
            #expect(try String(contentsOf: file, encoding: .utf8) == "region = DE\nregion: FR\n")
            #expect(try await movies.run(["config", "path"]).status == 0)
        }
    }

    @Test func showListsYourServicesFirstAndDiscoverKeepsToThemUnlessToldOtherwise() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                #expect(try await movies.run(["config", "set", "services", "google play movies, MUBI"]).status == 0)
                let page = try await movies.run(["show", "100001"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(page.status == 0, "\(page.error)")
                #expect(page.output.contains("  Stream    * Mubi (US)\n"), "\(page.output)")
                #expect(page.output.contains("  Rent      * Google Play Movies, Apple TV (US)\n"))
                for id in ["100002", "100003", "100004", "100005"] {
                    _ = try await movies.run(["show", id] + tmdb(server), environment: Self.keyEnvironment)
                }

                #expect(try await movies.run(["config", "set", "services", "mubi"]).status == 0)
                let discover = ["discover", "--offline", "--format", "csv"] + tmdb(server)
                let fromFile = try await movies.run(discover)
                #expect(fromFile.status == 0, "\(fromFile.error)")
                #expect(ids(in: fromFile.output) == ["100001"])
                #expect(fromFile.error.contains("on your services: mubi (file "), "\(fromFile.error)")
                let fromVariable = try await movies.run(discover, environment: ["MOVIES_SERVICES": "netflix"])
                #expect(ids(in: fromVariable.output) == ["100002"])
                let fromFlag = try await movies.run(
                    discover + ["--on", "Max"], environment: ["MOVIES_SERVICES": "netflix"])
                #expect(ids(in: fromFlag.output) == ["100004"] && !fromFlag.error.contains("your services"))
                let anyService = try await movies.run(discover + ["--on", "any"])
                #expect(ids(in: anyService.output).count == 5)
                let demo = try await movies.run(["discover", "--year", "2016", "--offline"])
                #expect(demo.status == 0 && !demo.error.contains("your services"), "\(demo.error)")
            }
        }
    }

    /// The ids of the films a list printed as CSV names, in order.
    private func ids(in csv: String) -> [String] {
        // rank,id,title,…
        csv.split(separator: "\r\n").dropFirst().map { String($0.split(separator: ",")[1]) }
    }
}
