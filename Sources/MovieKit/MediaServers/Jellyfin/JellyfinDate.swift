import Foundation

/// Reads a moment as Jellyfin writes it: UTC with up to seven fractional digits,
/// `2026-11-21T06:30:00.0000000Z` (which ISO 8601 parsers with three digits refuse).
enum JellyfinDate {
    /// The moment `text` names; `nil` when it does not read as one.
    static func read(_ text: String) -> Date? {
        guard text.count <= 40 else { return nil }
        var whole = text
        var fraction = 0.0
        if let dot = text.firstIndex(of: ".") {
            let digits = text[text.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let value = Double("0." + digits) else { return nil }
            fraction = value
            whole = String(text[..<dot] + text[text.index(dot, offsetBy: digits.count + 1)...])
        }
        guard let seconds = try? Date(whole, strategy: .iso8601) else { return nil }
        return seconds.addingTimeInterval(fraction)
    }
}
