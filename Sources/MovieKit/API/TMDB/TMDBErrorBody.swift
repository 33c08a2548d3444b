import Foundation

/// The body TMDB answers a failure with: `{"status_code": 7, "status_message": "Invalid API
/// key: You must be granted a valid key.", "success": false}`.
///
/// Codes read: 7 (invalid key) and 3, 10, 36 (refused), 34 (not found), 25 (over the rate limit).
public struct TMDBErrorBody: Codable, Sendable, Equatable {
    /// TMDB's own code for the failure.
    public var statusCode: Int
    /// TMDB's words for it.
    public var statusMessage: String
    public var success: Bool?

    enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case statusMessage = "status_message"
        case success
    }

    public init(statusCode: Int, statusMessage: String, success: Bool? = false) {
        self.statusCode = statusCode
        self.statusMessage = statusMessage
        self.success = success
    }

    /// The error body in `body`, or `nil` when it is not one (an HTML page from a proxy, say).
    public init?(_ body: Data) {
        guard let decoded = try? JSONDecoder().decode(Self.self, from: body) else { return nil }
        self = decoded
    }

    /// The codes TMDB refuses a credential with: 7 (an invalid key), 3, 10 and 36 (refused ones).
    static let credentialCodes: Set<Int> = [3, 7, 10, 36]

    /// What this failure means when TMDB sends it with a 200, as it has for some paths: a
    /// refused credential, a film it does not have, its rate limit, or else an answer that
    /// carries no data (``MovieServiceError/badData(path:reason:)``, which a list survives for one film).
    /// - Parameter what: what was asked, as a 404 would name it.
    func serviceError(asking what: String) -> MovieServiceError {
        switch statusCode {
        case let code where Self.credentialCodes.contains(code):
            .authenticationFailed("TMDB refused the credential: \(Redaction.redact(oneLineMessage))")
        case 34: .notFound(what)
        case 25: .httpStatus(429)
        default: .badData(path: "", reason: "TMDB answered 200 with a failure, code \(statusCode): \(oneLineMessage)")
        }
    }

    /// The message on one line, at most 200 characters, so it can stand in an error a person reads.
    public var oneLineMessage: String {
        let line = statusMessage.split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        return line.count > 200 ? String(line.prefix(199)) + "…" : line
    }
}
