import Foundation
import MovieAPIServer
import MovieKit

/// Runs `body` against `movies-api --dialect kodi`, started in this process on a free loopback
/// port, serving `settings` (the demo library by default: ``KodiServerSettings/demo(timeZone:)``);
/// stops it afterwards, even when `body` throws.
public func withKodiServer<T>(
    _ settings: KodiServerSettings = .demo(), _ body: (KodiTestServer) async throws -> T
) async throws -> T {
    try await MovieAPIServer(configuration: MovieAPIServer.Configuration(kodi: settings)).start().stopping { server in
        try await body(KodiTestServer(server: server, library: settings.library))
    }
}

/// A Kodi fixture server running for a test, with its library to change between requests.
public struct KodiTestServer: Sendable {
    public let server: RunningMovieAPIServer
    /// The films, their plays and the web server's credentials.
    public let library: KodiFixtureLibrary

    /// The server's base URL, `http://127.0.0.1:PORT/`.
    public var baseURL: URL { server.baseURL }

    /// The `movieid` of the film titled `title`.
    public func film(_ title: String) throws -> Int {
        guard let id = library.film(titled: title) else { throw URLError(.fileDoesNotExist) }
        return id
    }
}
