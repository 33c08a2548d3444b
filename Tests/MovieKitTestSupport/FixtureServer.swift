import Foundation
import MovieAPIServer

/// Runs `body` against `movies-api` serving `fixtures` (by default the repository's
/// `api-fixtures/`) with `maxAge`, started in this process on a free loopback port and
/// misbehaving as `faults` says, and stops it afterwards, even when `body` throws.
public func withFixtureServer(
    fixtures: FixtureFiles? = nil, maxAge: Int = 0, faults: ServerFaults = ServerFaults(),
    _ body: (RunningMovieAPIServer) async throws -> Void
) async throws {
    try await startFixtureServer(fixtures: fixtures, maxAge: maxAge, faults: faults).stopping(after: body)
}

extension RunningMovieAPIServer {
    /// Runs `body` with the server, then stops it, even when `body` throws.
    public func stopping<T>(after body: (RunningMovieAPIServer) async throws -> T) async throws -> T {
        do {
            let result = try await body(self)
            await stop()
            return result
        } catch {
            await stop()
            throw error
        }
    }
}

/// Starts `movies-api` on `fixtures` (by default the repository's `api-fixtures/`) with
/// `maxAge` in this process, misbehaving as `faults` says; the caller stops it.
public func startFixtureServer(
    fixtures: FixtureFiles? = nil, maxAge: Int = 0, faults: ServerFaults = ServerFaults()
) async throws -> RunningMovieAPIServer {
    var configuration = MovieAPIServer.Configuration(
        host: "127.0.0.1", port: 0, fixtures: try fixtures ?? FixtureFiles(contentsOf: apiFixturesFolder),
        maxAge: maxAge)
    configuration.faults = faults
    return try await MovieAPIServer(configuration: configuration).start()
}
