import Foundation
import MovieKitTestSupport

extension MoviesProcess {
    /// Runs the binary with `arguments` against `server`, in TMDB's dialect, with the fixture's
    /// key and a timeout a busy machine does not reach.
    func run(_ arguments: [String], against server: TMDBTestServer) async throws -> MoviesRun {
        try await run(
            arguments + ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60"],
            environment: ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey])
    }
}
