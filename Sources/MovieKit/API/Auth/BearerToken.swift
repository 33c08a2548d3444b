import Foundation

/// An API token sent as `Authorization: Bearer <token>`. It never prints itself: its
/// description is redacted, so interpolating it into a log or an error leaks nothing.
public struct BearerToken: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The token itself; write it only into the `Authorization` header or the token store.
    public let value: String

    /// A token from text as the `auth` route gives it: surrounding whitespace is trimmed.
    /// Returns `nil` when nothing is left, or when it holds characters a header cannot carry.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            return nil
        }
        value = trimmed
    }

    /// The value of the `Authorization` header.
    public var headerValue: String { "Bearer \(value)" }

    public var description: String { "Bearer <redacted>" }
    public var debugDescription: String { description }
}
