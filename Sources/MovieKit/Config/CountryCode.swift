/// A country as TMDB names the regions it lists ways to watch in: ISO 3166-1's two letters, in
/// capitals (`DE`, `US`).
public enum CountryCode {
    /// What a country code must be, in words, for a refusal.
    public static let expected = "a country's two letters, like US or DE"

    /// `text` as a country code (`de` is `DE`), or `nil` unless it is two ASCII letters.
    public static func reading(_ text: String) -> String? {
        guard text.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return text.uppercased()
    }
}
