import Foundation
import Logging

/// Talks to one Kodi's JSON-RPC (`POST /jsonrpc`), with the web server's user name and password
/// as basic authentication, through a ``MediaServerRequester``: requests go only to the server's
/// own URL (the transport follows no redirect), so the password reaches no other origin, and
/// each is logged at debug level (`--verbose`) with `Basic <redacted>`.
public struct KodiClient: Sendable {
    /// The user name the web server asks for.
    public let user: String
    let requester: MediaServerRequester

    /// - Parameters:
    ///   - serverURL: Kodi's web server (`http://livingroom:8080/`).
    ///   - user: the web server's user name, with its `password`.
    ///   - logger: where each request is logged at debug level, the password redacted.
    public init(
        serverURL: URL, user: String, password: String, transport: any HTTPTransport, logger: Logger? = nil
    ) {
        self.user = user
        requester = MediaServerRequester(
            serverURL: serverURL, kind: .kodi,
            headers: ["Authorization": "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()],
            loggedHeaders: ["Authorization": "Basic \(Redaction.placeholder)"], hasToken: true,
            transport: transport, logger: logger)
    }

    /// The server's address, ending in `/`.
    public var serverURL: URL { requester.serverURL }

    /// The server's address as a person reads it in messages.
    var serverName: String { requester.serverName }

    /// The server as its plays are named (``ServerPlay/server``): `kodi:` and its host and port.
    /// Kodi gives no id of its own over JSON-RPC, so a Kodi moved to another address is another server.
    var identity: String {
        "kodi:\((serverURL.host ?? "").lowercased()):\(serverURL.port ?? (serverURL.scheme == "https" ? 443 : 80))"
    }

    /// Calls `method` with `params` and reads its `result` as `Result`; an answer of 429 or 5xx
    /// is asked again (``MediaServerRequester/sendRetrying(_:_:query:body:)``).
    /// - Throws: ``MediaServerError``: `tokenRefused` for a 401, `status` for another status,
    ///   `callFailed` for a JSON-RPC error object, `badAnswer` for a body that does not read as
    ///   `Result` or is too large, `unreachable`.
    func call<Result: Decodable>(
        _ method: String, params: some Encodable & Sendable, as type: Result.Type, what: String
    ) async throws(MediaServerError) -> Result {
        let body = (try? JSONEncoder().encode(Call(method: method, params: params))) ?? Data()
        let response = try await requester.sendRetrying(.post, "jsonrpc", body: body)
        let answer = try requester.decode(Answer<Result>.self, from: response, what: what, decoder: JSONDecoder())
        if let error = answer.error {
            throw .callFailed(server: serverName, method: method, code: error.code, message: error.message ?? "")
        }
        guard let result = answer.result else { throw .badAnswer(server: serverName, what: what) }
        return result
    }

    /// A JSON-RPC 2.0 request.
    private struct Call<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: Params
        var id = 1
    }

    /// A JSON-RPC 2.0 answer: a result or an error.
    private struct Answer<Result: Decodable>: Decodable {
        var result: Result?
        var error: CallError?
    }

    private struct CallError: Decodable {
        var code: Int
        var message: String?
    }
}
