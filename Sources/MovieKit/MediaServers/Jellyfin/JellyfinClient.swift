import Foundation
import Logging

/// Talks to one Jellyfin server as Jellyfin 12 wants: every request carries `Authorization:
/// MediaBrowser Client="movies", Device=…, DeviceId=…, Version=…` and, once logged in, its
/// `Token="…"`; never the legacy `X-Emby-Token` or `api_key`. Requests go only to the server's
/// own URL (the transport follows no redirect), so the token reaches no other origin. Answers
/// are read up to ``answerLimit`` bytes. Each request is logged at debug level (`--verbose`)
/// with its token and any Quick Connect secret as `<redacted>`.
public struct JellyfinClient: Sendable {
    /// The most bytes of one answer read as JSON.
    public static let answerLimit = MediaServerRequester.answerLimit

    let deviceID: String
    let token: String?
    let requester: MediaServerRequester
    private let transport: any HTTPTransport
    private let logger: Logger?

    /// - Parameters:
    ///   - serverURL: the server's address (`http://host:8096/`).
    ///   - deviceID: the id this copy of `movies` gives itself, the same every time.
    ///   - token: the access token, once logged in.
    ///   - logger: where each request is logged at debug level, secrets redacted.
    public init(
        serverURL: URL, deviceID: String, token: String? = nil, transport: any HTTPTransport, logger: Logger? = nil
    ) {
        self.deviceID = deviceID
        self.token = token
        self.transport = transport
        self.logger = logger
        requester = MediaServerRequester(
            serverURL: serverURL, kind: .jellyfin, headers: ["Authorization": Self.authorization(deviceID, token)],
            loggedHeaders: ["Authorization": Self.authorization(deviceID, token.map { _ in Redaction.placeholder })],
            hasToken: token != nil, transport: transport, logger: logger)
    }

    /// The server's address, ending in `/`.
    public var serverURL: URL { requester.serverURL }

    /// The same client with `token`.
    public func withToken(_ token: String) -> JellyfinClient {
        JellyfinClient(serverURL: serverURL, deviceID: deviceID, token: token, transport: transport, logger: logger)
    }

    /// The server's address as a person reads it in messages.
    var serverName: String { requester.serverName }

    /// The `Authorization` header's value, with `token` when there is one.
    private static func authorization(_ deviceID: String, _ token: String?) -> String {
        let version = "1"
        var value = #"MediaBrowser Client="movies", Device="movies", DeviceId="\#(deviceID)", Version="\#(version)""#
        if let token { value += #", Token="\#(token)""# }
        return value
    }

    /// Sends `method path?query` (with a JSON `body`) and returns the answer, whatever its status.
    /// - Throws: ``MediaServerError/unreachable(server:reason:)`` when no answer came.
    func send(
        _ method: HTTPRequest.Method, _ path: String, query: [URLQueryItem] = [], body: Data = Data()
    ) async throws(MediaServerError) -> HTTPResponse {
        try await requester.send(method, path, query: query, body: body)
    }

    /// The answer's body read as `T` when its status is 200.
    /// - Throws: ``MediaServerError``: `tokenRefused` for a 401 with a token, `status` for
    ///   another status, `badAnswer` for a body that does not read as `T` or is too large.
    func decode<T: Decodable>(
        _ type: T.Type, from response: HTTPResponse, what: String
    ) throws(MediaServerError) -> T {
        try requester.decode(type, from: response, what: what, decoder: JellyfinCoding.decoder)
    }
}

extension JellyfinClient {
    /// The server's own id (`GET /System/Info/Public`'s `Id`), which stays when its address changes.
    /// - Throws: ``MediaServerError``: `unreachable`, `status`, or `badAnswer` for an answer
    ///   without an id.
    public func serverID() async throws(MediaServerError) -> String {
        let info = try decode(PublicInfo.self, from: try await send(.get, "System/Info/Public"), what: "its id")
        guard !info.id.isEmpty, info.id.count <= 64 else { throw .badAnswer(server: serverName, what: "its id") }
        return info.id
    }

    private struct PublicInfo: Decodable {
        var id: String
    }
}
