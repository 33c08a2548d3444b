import Foundation

/// Dates as HTTP writes them (an IMF-fixdate, like `Sun, 06 Nov 1994 08:49:37 GMT`), in
/// `Retry-After`, `Last-Modified` and `If-Modified-Since`.
public enum HTTPDate {
    /// The date `text` names, or `nil` when it is not an IMF-fixdate.
    public static func parse(_ text: String) -> Date? {
        formatter().date(from: text)
    }

    /// `date` as an IMF-fixdate, to the second.
    public static func format(_ date: Date) -> String {
        formatter().string(from: date)
    }

    /// A formatter for one use: `DateFormatter` is not `Sendable`, and a header is read once per
    /// response.
    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }
}
