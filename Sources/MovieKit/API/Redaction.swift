import Foundation

/// Keeps secrets carried in URLs out of logs and error messages: the value of every query
/// item named in ``secretQueryItems`` (TMDB's `api_key`, an account's `session_id`, a
/// Jellyfin Quick Connect `secret` or `ApiKey`) becomes
/// `<redacted>`.
public enum Redaction {
    /// The query items whose values are secrets, lowercased.
    public static let secretQueryItems: Set<String> = ["api_key", "session_id", "secret", "apikey"]

    /// What stands in for a secret.
    public static let placeholder = "<redacted>"

    /// `url` as text without its secrets, nor any user name or password.
    public static func describe(_ url: URL) -> String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        components?.user = nil
        components?.password = nil
        return redact(components?.string ?? url.path)
    }

    /// `text` with the value of every `name=value` whose name is a secret query item replaced,
    /// wherever it stands (a URL quoted in an error message, say).
    public static func redact(_ text: String) -> String {
        guard secretQueryItems.contains(where: { text.range(of: $0 + "=", options: .caseInsensitive) != nil }) else {
            return text
        }
        var result = text
        for name in secretQueryItems {
            var searchStart = result.startIndex
            while let found = result.range(
                of: name + "=", options: .caseInsensitive, range: searchStart..<result.endIndex)
            {
                let valueEnd = result[found.upperBound...].firstIndex(where: isDelimiter) ?? result.endIndex
                // Indices do not survive the replacement; offsets from the start do.
                let resume =
                    result.utf8.distance(from: result.startIndex, to: found.upperBound) + placeholder.utf8.count
                result.replaceSubrange(found.upperBound..<valueEnd, with: placeholder)
                searchStart = result.utf8.index(result.startIndex, offsetBy: resume)
            }
        }
        return result
    }

    static func isSecret(_ name: String) -> Bool {
        secretQueryItems.contains(name.lowercased())
    }

    private static func isDelimiter(_ character: Character) -> Bool {
        character.isWhitespace || "&#\"'<>(),;".contains(character)
    }
}
