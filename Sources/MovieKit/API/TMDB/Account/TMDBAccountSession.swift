import Foundation

/// A linked TMDB account: the session TMDB gave when the person approved, and the account it
/// belongs to. The session is a secret like the API key: kept only by ``TMDBAccountSessionStore``,
/// sent only to TMDB's origin (``TMDBSessionAdapter``), never printed.
public struct TMDBAccountSession: Codable, Sendable, Equatable {
    /// TMDB's `session_id`.
    public var sessionID: String
    /// The account's id, as `GET /3/account` gives it.
    public var accountID: Int
    /// The account's username.
    public var username: String
    /// The API the session was made with, and the only one it is sent to.
    public var apiURL: URL

    public init(sessionID: String, accountID: Int, username: String, apiURL: URL) {
        self.sessionID = sessionID
        self.accountID = accountID
        self.username = username
        self.apiURL = apiURL
    }

    enum CodingKeys: String, CodingKey {
        case sessionID = "session_id"
        case accountID = "account_id"
        case username
        case apiURL = "api_url"
    }
}

extension TMDBAccountSession: CustomStringConvertible {
    /// The account, never the session: `fixture-viewer (account 22110044)`.
    public var description: String { "\(username) (account \(accountID))" }
}
