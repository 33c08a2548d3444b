import Foundation
import Logging

/// Links a Plex server (`movies connect plex URL`): checks that the address answers as Plex
/// (`GET /identity`), gets a token (given, or by plex.tv's PIN flow: the person approves a code
/// at app.plex.tv), finds the account to import (`GET /accounts`; by default the owner, id 1) and
/// returns the connection to keep.
public struct PlexLinking: Sendable {
    /// plex.tv, where PINs are asked for; a test gives its own.
    public static let plexTV = URL(string: "https://plex.tv/") ?? URL(fileURLWithPath: "/")
    /// Where the person approves a PIN.
    public static let authPage = "https://app.plex.tv/auth#?"

    /// A PIN waiting for the person to approve it.
    public struct PIN: Sendable, Equatable {
        /// The page where the person approves it, carrying this client's id and the code.
        public var approvalPage: String
        let id: Int
        let code: String
    }

    private let client: PlexClient
    private let clientID: String
    private let transport: any HTTPTransport
    private let logger: Logger?

    /// Asks `serverURL` what it is (`GET /identity`); `logger` hears of each request, secrets redacted.
    /// - Throws: ``MediaServerError``: `unreachable`, or `notThatServer` when it does not answer as Plex.
    public static func checking(
        serverURL: URL, clientID: String, transport: any HTTPTransport, logger: Logger? = nil
    ) async throws(MediaServerError) -> PlexLinking {
        let client = PlexClient(serverURL: serverURL, clientID: clientID, transport: transport, logger: logger)
        do {
            _ = try await client.machineIdentifier()
        } catch {
            if case .unreachable = error { throw error }
            throw .notThatServer(server: client.serverName, kind: .plex)
        }
        return PlexLinking(client: client, clientID: clientID, transport: transport, logger: logger)
    }

    /// Asks `plexTV` for a PIN (`POST /api/v2/pins?strong=true`).
    public func requestPIN(at plexTV: URL) async throws(MediaServerError) -> PIN {
        let tv = tvClient(plexTV)
        let pin = try tv.decode(
            PINState.self,
            from: try await tv.send(.post, "api/v2/pins", query: [URLQueryItem(name: "strong", value: "true")]),
            what: "a PIN", decoder: JSONDecoder(), accepting: [200, 201])
        var page = URLComponents()
        page.queryItems = [
            URLQueryItem(name: "clientID", value: clientID), URLQueryItem(name: "code", value: pin.code),
            URLQueryItem(name: "context[device][product]", value: "movies"),
        ]
        return PIN(approvalPage: Self.authPage + (page.percentEncodedQuery ?? ""), id: pin.id, code: pin.code)
    }

    /// Asks `plexTV` every `interval` whether the person approved `pin` (`GET /api/v2/pins/{id}`),
    /// and returns its token once they did.
    /// - Throws: `CancellationError` when the task is cancelled (Ctrl-C), ``MediaServerError``
    ///   otherwise (`pinExpired` when plex.tv forgot it).
    public func waitForApproval(
        of pin: PIN, at plexTV: URL, every interval: Duration = .seconds(2)
    ) async throws
        -> String
    {
        let tv = tvClient(plexTV)
        while true {
            try Task.checkCancellation()
            let state: PINState
            do {
                let response = try await tv.send(.get, "api/v2/pins/\(pin.id)")
                if response.status == 404 { throw MediaServerError.pinExpired }
                state = try tv.decode(PINState.self, from: response, what: "the PIN", decoder: JSONDecoder())
            } catch {
                // A request cut short by Ctrl-C is the person cancelling, not plex.tv failing.
                try Task.checkCancellation()
                throw error
            }
            if let token = state.authToken, !token.isEmpty { return token }
            try await Task.sleep(for: interval)
        }
    }

    /// The connection of `token` to the server, as `account` (a name or an id; by default the
    /// owner, id 1).
    /// - Throws: ``MediaServerError``: `tokenRefused` for a token the server refuses,
    ///   `noSuchAccount` naming its accounts.
    public func link(token: String, account: String?) async throws(MediaServerError) -> MediaServerConnection {
        let linked = PlexClient(
            serverURL: client.serverURL, clientID: clientID, token: token, transport: transport, logger: logger)
        let accounts = try await linked.accounts().filter { $0.id > 0 }
        let chosen = accounts.first { candidate in
            guard let account else { return candidate.id == 1 }
            return candidate.name == account || String(candidate.id) == account
        }
        guard let chosen else {
            throw .noSuchAccount(
                server: client.serverName, name: account ?? "owner (id 1)",
                accounts: accounts.map { "\($0.name ?? "") (id \($0.id))" })
        }
        let name = (try? await linked.friendlyName()) ?? nil
        return MediaServerConnection(
            kind: .plex, serverURL: client.serverURL, serverName: name ?? client.serverName,
            userID: String(chosen.id), userName: chosen.name ?? String(chosen.id), token: token, deviceID: clientID)
    }

    /// A client of plex.tv, which needs the client's id and no token.
    private func tvClient(_ plexTV: URL) -> MediaServerRequester {
        let headers: HTTPHeaders = ["X-Plex-Client-Identifier": clientID, "X-Plex-Product": "movies"]
        return MediaServerRequester(
            serverURL: plexTV, kind: .plex, headers: headers, loggedHeaders: headers, hasToken: false,
            transport: transport, logger: logger)
    }

    private struct PINState: Decodable {
        var id: Int
        var code: String
        var authToken: String?
    }
}
