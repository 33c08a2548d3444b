import Foundation

/// TMDB's v3 linking routes: a request token, a session once the person approved it, the
/// account the session is of, and ending a session. Each call carries the API credential (the
/// client's adapters add it); the session travels in a body or as a redacted query item.
public struct TMDBAccountLinking: Sendable {
    /// A request token waiting for the person's approval.
    public struct RequestToken: Sendable, Equatable {
        public var token: String
        /// When TMDB stops accepting it.
        public var expiresAt: Date
    }

    /// What asking for a session with a request token gave.
    public enum SessionOutcome: Sendable, Equatable {
        case session(String)
        /// Not approved yet (TMDB's code 17): ask again later.
        case waiting
        /// Unknown, expired or used (code 33): start again.
        case expired
    }

    private let client: APIClient

    /// - Parameter client: a client of TMDB's API (``APIClient/tmdb(baseURL:credential:transport:rateLimiter:retryPolicy:deadline:logger:)``), without a session.
    public init(client: APIClient) {
        self.client = client
    }

    /// Where the person approves `token`: TMDB's website for TMDB's API, else the API's own
    /// origin (`movies-api` approves at `/authenticate/{token}`, as the website does).
    public func approvalURL(for token: String) -> URL {
        let path = "authenticate/" + APIEndpoint.percentEncoded(token)
        if APIOrigin(client.baseURL) == APIOrigin(TMDBMovieService.defaultBaseURL) {
            return URL(string: "https://www.themoviedb.org/" + path) ?? client.baseURL
        }
        var components = URLComponents(url: client.baseURL, resolvingAgainstBaseURL: true)
        components?.path = "/"
        components?.query = nil
        return URL(string: path, relativeTo: components?.url ?? client.baseURL)?.absoluteURL ?? client.baseURL
    }

    /// A new request token (`GET authentication/token/new`).
    public func requestToken() async throws -> RequestToken {
        let what = "a request token"
        let body = try await TMDBAccountAnswer.reaching {
            try TMDBAccountAnswer.body(
                of: try await client.answer(to: .get, APIEndpoint(path: "authentication/token/new", description: what)),
                what: what)
        }
        let answer = try TMDBAccountAnswer.decode(TokenAnswer.self, from: body, what: what)
        return RequestToken(
            token: answer.requestToken,
            expiresAt: Self.expiry(answer.expiresAt) ?? MoviesClock.now().addingTimeInterval(3600))
    }

    /// A session for `token` once the person approved it (`POST authentication/session/new`).
    public func session(for token: String) async throws -> SessionOutcome {
        let what = "a session"
        let response = try await TMDBAccountAnswer.reaching {
            try await client.answer(
                to: .post, APIEndpoint(path: "authentication/session/new", description: what),
                body: Self.json(["request_token": token]))
        }
        if response.status == 401, let code = TMDBErrorBody(response.body)?.statusCode, code == 17 || code == 33 {
            return code == 17 ? .waiting : .expired
        }
        let body = try TMDBAccountAnswer.body(of: response, what: what)
        return .session(try TMDBAccountAnswer.decode(SessionAnswer.self, from: body, what: what).sessionID)
    }

    /// The account `session` is of (`GET account`).
    public func account(session: String) async throws -> TMDBAccountSession {
        let what = "the account"
        let client = client.withSession(session)
        let body = try await TMDBAccountAnswer.reaching {
            try TMDBAccountAnswer.body(
                of: try await client.answer(to: .get, APIEndpoint(path: "account", description: what)), what: what)
        }
        let account = try TMDBAccountAnswer.decode(AccountAnswer.self, from: body, what: what)
        return TMDBAccountSession(
            sessionID: session, accountID: account.id, username: account.username, apiURL: self.client.baseURL)
    }

    /// Ends `session` at TMDB (`DELETE authentication/session`); one TMDB no longer knows is
    /// already ended.
    public func end(session: String) async throws {
        let what = "the session"
        let response = try await TMDBAccountAnswer.reaching {
            try await client.answer(
                to: .delete, APIEndpoint(path: "authentication/session", description: what),
                body: Self.json(["session_id": session]))
        }
        if response.status == 404 || (response.status == 401 && TMDBErrorBody(response.body)?.statusCode == 3) {
            return
        }
        _ = try TMDBAccountAnswer.body(of: response, what: what)
    }

    static func json(_ object: [String: String]) -> Data {
        (try? JSONEncoder().encode(object)) ?? Data()
    }

    /// TMDB's `expires_at`: `2026-11-27 15:00:00 UTC`.
    static func expiry(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss 'UTC'"
        return formatter.date(from: text)
    }

    private struct TokenAnswer: Decodable {
        var requestToken: String
        var expiresAt: String

        enum CodingKeys: String, CodingKey {
            case requestToken = "request_token"
            case expiresAt = "expires_at"
        }
    }

    private struct SessionAnswer: Decodable {
        var sessionID: String

        enum CodingKeys: String, CodingKey {
            case sessionID = "session_id"
        }
    }

    private struct AccountAnswer: Decodable {
        var id: Int
        var username: String
    }
}
