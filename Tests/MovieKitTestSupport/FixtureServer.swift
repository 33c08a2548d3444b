import Foundation
import MovieAPIServer

/// Runs `body` against `movies-api` serving the repository's `api-fixtures/`, started in this
/// process on a free loopback port, and stops it afterwards.
public func withFixtureServer(_ body: (RunningMovieAPIServer) async throws -> Void) async throws {
    let server = try await startFixtureServer()
    do {
        try await body(server)
        await server.stop()
    } catch {
        await server.stop()
        throw error
    }
}

/// Starts `movies-api` on the repository's `api-fixtures/`; the caller stops it.
public func startFixtureServer() async throws -> RunningMovieAPIServer {
    let files = try FixtureFiles(contentsOf: apiFixturesFolder)
    return try await MovieAPIServer(configuration: .init(host: "127.0.0.1", port: 0, fixtures: files)).start()
}
