import Foundation

/// What TMDB accepts as proof of an account: the "API Read Access Token" (v4 auth, a JWT sent
/// as `Authorization: Bearer …`) or the v3 "API Key" (sent as the `api_key` query item). Both
/// are on https://www.themoviedb.org/settings/api.
///
/// It never prints itself: its description names the kind only, so interpolating it into a log
/// or an error leaks nothing.
public enum TMDBCredential: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The API Read Access Token, sent as `Authorization: Bearer <token>`.
    case readAccessToken(String)
    /// The v3 API key, sent as the `api_key` query item.
    case apiKey(String)

    /// The environment variable read for a read access token.
    public static let tokenVariable = "TMDB_API_TOKEN"
    /// The environment variable read for a v3 API key.
    public static let keyVariable = "TMDB_API_KEY"
    /// Where a TMDB account's credentials are shown and made.
    public static let settingsPage = "https://www.themoviedb.org/settings/api"

    /// A credential from text pasted by a person, its kind told by its shape: a read access token
    /// is a JWT (`eyJ…` with two dots), a v3 key 32 hexadecimal digits. Surrounding whitespace is
    /// trimmed.
    /// - Throws: ``TMDBCredentialError/empty`` or ``TMDBCredentialError/unrecognized``; neither
    ///   quotes the text.
    public init(pasted text: String) throws(TMDBCredentialError) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !value.isEmpty else { throw .empty }
        if Self.isReadAccessToken(value) {
            self = .readAccessToken(value)
        } else if Self.isAPIKey(value) {
            self = .apiKey(value)
        } else {
            throw .unrecognized
        }
    }

    /// The credential the environment gives, else the one `store` keeps, else `nil`:
    /// ``tokenVariable`` first, then ``keyVariable`` (empty values count as unset).
    /// - Throws: ``TMDBCredentialError/unusable(_:)`` when a variable holds characters a request
    ///   cannot carry.
    public static func resolve(
        environment: [String: String] = ProcessInfo.processInfo.environment, store: TMDBCredentialStore?
    ) throws(TMDBCredentialError) -> TMDBCredential? {
        if let token = nonEmpty(environment[tokenVariable]) {
            guard isSendable(token) else { throw .unusable(tokenVariable) }
            return .readAccessToken(token)
        }
        if let key = nonEmpty(environment[keyVariable]) {
            guard isSendable(key) else { throw .unusable(keyVariable) }
            return .apiKey(key)
        }
        return store?.load()
    }

    /// The secret itself; write it only into a request for TMDB's origin or the credential file.
    public var value: String {
        switch self {
        case .readAccessToken(let value), .apiKey(let value): value
        }
    }

    /// What kind of credential this is, in words.
    public var kind: String {
        switch self {
        case .readAccessToken: "TMDB API Read Access Token"
        case .apiKey: "TMDB API key"
        }
    }

    public var description: String { "\(kind) <redacted>" }
    public var debugDescription: String { description }

    /// Whether `text` has a JWT's shape: `eyJ`, then three non-empty base64url parts joined by dots.
    static func isReadAccessToken(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let base64URL = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=")
        return text.hasPrefix("eyJ") && parts.count == 3
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(base64URL.contains) }
    }

    /// Whether `text` is 32 hexadecimal digits.
    static func isAPIKey(_ text: String) -> Bool {
        text.utf8.count == 32 && text.allSatisfy(\.isHexDigit)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// Whether `text` can go in a header or a query item as it is: visible ASCII only.
    private static func isSendable(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
    }
}
