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

    /// The message on one line, at most 200 characters, so it can stand in an error a person reads.
    public var oneLineMessage: String {
        let line = statusMessage.split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        return line.count > 200 ? String(line.prefix(199)) + "…" : line
    }
}
