import Foundation
import MovieAPIServer

/// Runs `body` against `movies-api` serving the repository's `api-fixtures/`, started in this
/// process on a free loopback port and misbehaving as `faults` says, and stops it afterwards.
public func withFixtureServer(
    faults: ServerFaults = ServerFaults(), _ body: (RunningMovieAPIServer) async throws -> Void
) async throws {
    let server = try await startFixtureServer(faults: faults)
    do {
        try await body(server)
        await server.stop()
    } catch {
        await server.stop()
        throw error
    }
}

/// Starts `movies-api` on the repository's `api-fixtures/` in this process, misbehaving as
/// `faults` says; the caller stops it.
public func startFixtureServer(faults: ServerFaults = ServerFaults()) async throws -> RunningMovieAPIServer {
    var configuration = MovieAPIServer.Configuration(host: "127.0.0.1", port: 0, fixtures: try FixtureFiles(contentsOf: apiFixturesFolder))
    configuration.faults = faults
    return try await MovieAPIServer(configuration: configuration).start()
}
