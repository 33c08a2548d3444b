import Foundation
import Logging

/// Links a Jellyfin server (`movies connect jellyfin URL`): checks that the address answers as
/// Jellyfin, logs a user in by Quick Connect (the person enters a code in Jellyfin) or by name
/// and password, and returns the connection to keep.
public struct JellyfinLinking: Sendable {
    /// A Quick Connect request waiting for the person.
    public struct QuickConnectRequest: Sendable, Equatable {
        /// What the person enters in Jellyfin.
        public var code: String
        let secret: String
    }

    private let client: JellyfinClient
    private let serverName: String

    private init(client: JellyfinClient, serverName: String) {
        self.client = client
        self.serverName = serverName
    }

    /// Asks `serverURL` what it is (`GET /System/Info/Public`); `logger` hears of each request,
    /// secrets redacted.
    /// - Throws: ``MediaServerError``: `unreachable`, or `notThatServer` when it does not answer as Jellyfin.
    public static func checking(
        serverURL: URL, deviceID: String, transport: any HTTPTransport, logger: Logger? = nil
    ) async throws(MediaServerError) -> JellyfinLinking {
        let client = JellyfinClient(serverURL: serverURL, deviceID: deviceID, transport: transport, logger: logger)
        let response = try await client.send(.get, "System/Info/Public")
        guard response.status == 200,
            let info = try? JellyfinCoding.decoder.decode(PublicInfo.self, from: response.body),
            info.productName?.contains("Jellyfin") ?? true, !info.id.isEmpty
        else { throw .notThatServer(server: client.serverName, kind: .jellyfin) }
        return JellyfinLinking(client: client, serverName: info.serverName ?? client.serverName)
    }

    /// Where the person enters the code: the server's own Quick Connect page.
    public var quickConnectPage: URL {
        URL(string: "web/#/quickconnect", relativeTo: client.serverURL)?.absoluteURL ?? client.serverURL
    }

    /// Starts Quick Connect (`GET /QuickConnect/Enabled`, `POST /QuickConnect/Initiate`).
    /// - Throws: ``MediaServerError/quickConnectDisabled(server:)`` when the server has it off.
    public func startQuickConnect() async throws(MediaServerError) -> QuickConnectRequest {
        let enabled = try await client.send(.get, "QuickConnect/Enabled")
        guard enabled.status == 200, String(decoding: enabled.body.prefix(16), as: UTF8.self).contains("true") else {
            throw .quickConnectDisabled(server: client.serverName)
        }
        let started = try client.decode(
            QuickConnectState.self, from: try await client.send(.post, "QuickConnect/Initiate"),
            what: "the Quick Connect code")
        return QuickConnectRequest(code: started.code, secret: started.secret)
    }

    /// Asks every `interval` whether the person approved `request` (`GET /QuickConnect/Connect`),
    /// then logs in with it (`POST /Users/AuthenticateWithQuickConnect`).
    /// - Throws: `CancellationError` when the task is cancelled (Ctrl-C), ``MediaServerError`` otherwise.
    public func waitForApproval(
        of request: QuickConnectRequest, every interval: Duration = .seconds(2)
    ) async throws -> MediaServerConnection {
        while true {
            try Task.checkCancellation()
            let state: QuickConnectState
            do {
                state = try await self.state(of: request)
            } catch {
                // A request cut short by Ctrl-C is the person cancelling, not the server failing.
                try Task.checkCancellation()
                throw error
            }
            if state.authenticated { break }
            try await Task.sleep(for: interval)
        }
        return try await logIn(
            .post, "Users/AuthenticateWithQuickConnect", body: JellyfinCoding.body(["Secret": request.secret]))
    }

    /// Where `request` stands (`GET /QuickConnect/Connect`).
    private func state(of request: QuickConnectRequest) async throws(MediaServerError) -> QuickConnectState {
        try client.decode(
            QuickConnectState.self,
            from: try await client.send(
                .get, "QuickConnect/Connect", query: [URLQueryItem(name: "secret", value: request.secret)]),
            what: "the Quick Connect state")
    }

    /// Logs `user` in with `password` (`POST /Users/AuthenticateByName`).
    /// - Throws: ``MediaServerError/loginRefused(server:)`` when either is wrong.
    public func logIn(user: String, password: String) async throws(MediaServerError) -> MediaServerConnection {
        try await logIn(
            .post, "Users/AuthenticateByName", body: JellyfinCoding.body(["Username": user, "Pw": password]))
    }

    private func logIn(
        _ method: HTTPRequest.Method, _ path: String, body: Data
    ) async throws(MediaServerError)
        -> MediaServerConnection
    {
        let response = try await client.send(method, path, body: body)
        if response.status == 401 { throw .loginRefused(server: client.serverName) }
        let result = try client.decode(AuthenticationResult.self, from: response, what: "the login")
        return MediaServerConnection(
            kind: .jellyfin, serverURL: client.serverURL, serverName: serverName, userID: result.user.id,
            userName: result.user.name, token: result.accessToken, deviceID: client.deviceID)
    }

    private struct PublicInfo: Decodable {
        var serverName: String?
        var productName: String?
        var id: String
    }

    private struct QuickConnectState: Decodable {
        var authenticated: Bool
        var secret: String
        var code: String
    }

    private struct AuthenticationResult: Decodable {
        var user: User
        var accessToken: String
    }

    private struct User: Decodable {
        var name: String
        var id: String
    }
}
