import Foundation
import MovieAPIServer
import MovieKit

/// Runs `body` against `movies-api --dialect plex`, started in this process on a free loopback
/// port, serving `settings` (the demo library by default: ``PlexServerSettings/demo()``); stops
/// it afterwards, even when `body` throws.
public func withPlexServer<T>(
    _ settings: PlexServerSettings = .demo(), _ body: (PlexTestServer) async throws -> T
) async throws -> T {
    try await MovieAPIServer(configuration: MovieAPIServer.Configuration(plex: settings)).start().stopping { server in
        try await body(PlexTestServer(server: server, library: settings.library))
    }
}

/// A Plex fixture server running for a test, with its library to change between requests.
public struct PlexTestServer: Sendable {
    public let server: RunningMovieAPIServer
    /// The accounts, items, plays, tokens and PINs it serves.
    public let library: PlexFixtureLibrary
    private let transport = NetworkHelperTransport(timeout: 30)

    /// The server's base URL, `http://127.0.0.1:PORT/`.
    public var baseURL: URL { server.baseURL }

    /// Sends `method path` (with `query`, unencoded, after a `?`) with `headers`.
    public func send(
        _ method: HTTPRequest.Method, _ path: String, query: String = "", headers: HTTPHeaders = [:]
    ) async throws -> HTTPResponse {
        let target = query.isEmpty ? path : path + "?" + query
        guard let url = URL(string: target, relativeTo: baseURL) else { throw URLError(.badURL) }
        return try await transport.send(HTTPRequest(method: method, url: url, headers: headers))
    }

    /// The demo library's items' ratingKeys, by title.
    public var ratingKeys: [String: String] {
        Dictionary(library.items.map { ($0.title, $0.ratingKey) }) { first, _ in first }
    }

    /// Adds a play of the item titled `title` by the account `account` (the owner by default) at `moment`.
    public func play(_ title: String, by account: String = PlexServerSettings.fixtureOwner, at moment: String) throws {
        guard let key = ratingKeys[title], let id = library.account(named: account)?.id,
            let date = try? Date(moment, strategy: .iso8601)
        else { throw URLError(.fileDoesNotExist) }
        library.play(key, account: id, at: date)
    }
}
