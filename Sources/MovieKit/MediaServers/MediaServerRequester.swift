import Foundation
import Logging

/// Sends a media server's requests, as each server's client shapes them: only to the server's
/// own address (the transport follows no redirect, so its secrets reach no other origin), with
/// the headers the server wants (`Accept: application/json` and its credential), each logged at
/// debug level (`--verbose`) with its secrets `<redacted>`. Answers are read up to
/// ``answerLimit`` bytes; a page answered 429 or 5xx is asked again a few times.
struct MediaServerRequester: Sendable {
    /// The most bytes of one answer read as JSON.
    static let answerLimit = 16 * 1024 * 1024
    /// How often a page answered 429 or 5xx is asked again before giving up.
    static let pageAttempts = 3
    /// The longest wait before asking again, whatever `Retry-After` says.
    static let longestRetryWait = Duration.seconds(5)

    /// The address every request goes under, ending in `/`.
    let serverURL: URL
    /// Which kind of server it is, as a refused token names it.
    let kind: MediaServerConnection.Kind
    /// The headers every request carries, its credential among them.
    let headers: HTTPHeaders
    /// The headers as a log shows them: their secrets `<redacted>`.
    let loggedHeaders: String
    /// Whether ``headers`` carry a token, so that a 401 means it was refused.
    let hasToken: Bool
    private let transport: any HTTPTransport
    private let logger: Logger?

    /// - Parameter loggedHeaders: `headers` as the log shows them, their secrets `<redacted>`.
    init(
        serverURL: URL, kind: MediaServerConnection.Kind, headers: HTTPHeaders, loggedHeaders: HTTPHeaders,
        hasToken: Bool, transport: any HTTPTransport, logger: Logger?
    ) {
        self.serverURL = serverURL.absoluteString.hasSuffix("/") ? serverURL : serverURL.appendingPathComponent("")
        self.kind = kind
        self.headers = headers
        self.loggedHeaders = loggedHeaders.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
        self.hasToken = hasToken
        self.transport = transport
        self.logger = logger
    }

    /// The server's address as a person reads it in messages.
    var serverName: String { serverURL.absoluteString }

    /// Sends `method path?query` (with a JSON `body`) and returns the answer, whatever its status.
    /// - Throws: ``MediaServerError/unreachable(server:reason:)`` when no answer came.
    func send(
        _ method: HTTPRequest.Method, _ path: String, query: [URLQueryItem] = [], body: Data = Data()
    ) async throws(MediaServerError) -> HTTPResponse {
        guard var components = URLComponents(url: serverURL, resolvingAgainstBaseURL: true) else {
            throw .badAnswer(server: serverName, what: "an address")
        }
        components.path += path
        if !query.isEmpty { components.queryItems = query }
        guard let url = components.url else { throw .badAnswer(server: serverName, what: "an address") }
        var headers = headers
        headers["Accept"] = "application/json"
        if !body.isEmpty { headers["Content-Type"] = "application/json" }
        let started = ContinuousClock.now
        do {
            let response = try await transport.send(
                HTTPRequest(method: method, url: url, headers: headers, body: body))
            log(method, url, "\(response.status)", since: started)
            return response
        } catch {
            log(method, url, "no answer (\(error))", since: started)
            throw .unreachable(server: serverName, reason: "\(error)")
        }
    }

    /// `GET path?query`, asked again after an answer of 429 or 5xx (``sendRetrying(_:_:query:body:)``).
    func getPage(_ path: String, query: [URLQueryItem]) async throws(MediaServerError) -> HTTPResponse {
        try await sendRetrying(.get, path, query: query)
    }

    /// `method path?query` (with a JSON `body`), asked again after an answer of 429 or 5xx (after
    /// its `Retry-After`, at most ``longestRetryWait``, or a second), up to ``pageAttempts``
    /// times; the last answer.
    func sendRetrying(
        _ method: HTTPRequest.Method, _ path: String, query: [URLQueryItem] = [], body: Data = Data()
    ) async throws(MediaServerError) -> HTTPResponse {
        var attempt = 1
        while true {
            let response = try await send(method, path, query: query, body: body)
            guard response.status == 429 || (500..<600).contains(response.status), attempt < Self.pageAttempts else {
                return response
            }
            attempt += 1
            try? await Task.sleep(for: Self.wait(before: response))
        }
    }

    /// How long to wait before asking again after `response`: its `Retry-After` in seconds, at
    /// most ``longestRetryWait``, else a second.
    static func wait(before response: HTTPResponse) -> Duration {
        guard let text = response.headers["Retry-After"], let seconds = Int(text.trimmingCharacters(in: .whitespaces)),
            seconds >= 0
        else { return .seconds(1) }
        return min(.seconds(seconds), longestRetryWait)
    }

    /// The answer's body read as `T` by `decoder` when its status is one of `accepting`.
    /// - Throws: ``MediaServerError``: `tokenRefused` for a 401 with a token, `status` for
    ///   another status, `badAnswer` for a body that does not read as `T` or is too large.
    func decode<T: Decodable>(
        _ type: T.Type, from response: HTTPResponse, what: String, decoder: JSONDecoder,
        accepting: Set<Int> = [200]
    ) throws(MediaServerError) -> T {
        if response.status == 401, hasToken { throw .tokenRefused(server: serverName, kind: kind) }
        guard accepting.contains(response.status) else {
            throw .status(response.status, server: serverName, what: what)
        }
        guard response.body.count <= Self.answerLimit, let value = try? decoder.decode(type, from: response.body)
        else { throw .badAnswer(server: serverName, what: what) }
        return value
    }

    private func log(
        _ method: HTTPRequest.Method, _ url: URL, _ outcome: String, since started: ContinuousClock.Instant
    ) {
        guard let logger else { return }
        let elapsed = started.duration(to: .now).components
        let milliseconds = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
        logger.debug(
            "\(method.rawValue) \(Redaction.describe(url)) → \(outcome) in \(milliseconds) ms (\(loggedHeaders))")
    }
}
