import Foundation
import MovieAPIServer
import MovieKit

/// Runs `body` against `movies-api --dialect jellyfin`, started in this process on a free
/// loopback port, serving `settings` (the demo library by default: ``JellyfinServerSettings/demo()``);
/// stops it afterwards, even when `body` throws.
public func withJellyfinServer<T>(
    _ settings: JellyfinServerSettings = .demo(), faults: ServerFaults = ServerFaults(),
    _ body: (JellyfinTestServer) async throws -> T
) async throws -> T {
    var configuration = MovieAPIServer.Configuration(jellyfin: settings)
    configuration.faults = faults
    return try await MovieAPIServer(configuration: configuration).start().stopping { server in
        try await body(JellyfinTestServer(server: server, library: settings.library))
    }
}

/// A Jellyfin fixture server running for a test, with its library to change between requests.
public struct JellyfinTestServer: Sendable {
    /// The `Authorization` a client sends before it has a token.
    public static let clientAuthorization =
        #"MediaBrowser Client="movies-tests", Device="tests", DeviceId="tests-1", Version="1""#

    public let server: RunningMovieAPIServer
    /// The users, items, plays and tokens it serves.
    public let library: JellyfinFixtureLibrary
    private let transport = NetworkHelperTransport(timeout: 30)

    /// The server's base URL, `http://127.0.0.1:PORT/`.
    public var baseURL: URL { server.baseURL }

    /// The `Authorization` header carrying `token`, as Jellyfin 12 wants it.
    public static func authorization(token: String) -> String {
        clientAuthorization + #", Token="\#(token)""#
    }

    /// Sends `GET path` (with `query`, unencoded, after a `?`) with `headers`.
    public func get(_ path: String, query: String = "", headers: HTTPHeaders = [:]) async throws -> HTTPResponse {
        try await send(.get, path, query: query, headers: headers)
    }

    /// Sends `method path` (with `query`, unencoded, after a `?`) with `headers` and `body`.
    public func send(
        _ method: HTTPRequest.Method, _ path: String, query: String = "", headers: HTTPHeaders = [:],
        body: String = ""
    ) async throws -> HTTPResponse {
        var headers = headers
        if !body.isEmpty { headers["Content-Type"] = "application/json" }
        let target = query.isEmpty ? path : path + "?" + query
        guard let url = URL(string: target, relativeTo: baseURL) else { throw URLError(.badURL) }
        return try await transport.send(HTTPRequest(method: method, url: url, headers: headers, body: Data(body.utf8)))
    }

    /// Logs `user` in with `password` (`POST /Users/AuthenticateByName`) and returns the token.
    public func token(user: String, password: String) async throws -> String {
        let response = try await send(
            .post, "Users/AuthenticateByName", headers: ["Authorization": Self.clientAuthorization],
            body: #"{"Username":"\#(user)","Pw":"\#(password)"}"#)
        let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        guard response.status == 200, let token = object?["AccessToken"] as? String else {
            throw URLError(.userAuthenticationRequired)
        }
        return token
    }

    /// The fixture user's token.
    public func fixtureToken() async throws -> String {
        try await token(user: JellyfinServerSettings.fixtureUser, password: JellyfinServerSettings.fixturePassword)
    }
}
