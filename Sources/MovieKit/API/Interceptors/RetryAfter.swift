import Foundation

/// A `Retry-After` header's value: a number of seconds, or an HTTP date.
public struct RetryAfter: Sendable, Equatable, CustomStringConvertible {
    /// How long from now the API asked to be left alone; zero for a date already past.
    public let delay: Duration
    /// When, in words: `120 s`, or the date as the API wrote it.
    public let description: String

    /// Reads `header` at `now`, or `nil` when it is neither a number of seconds nor an HTTP date.
    public init?(_ header: String, now: Date) {
        let text = header.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(text), seconds >= 0 {
            delay = .seconds(seconds)
            description = "\(seconds) s"
        } else if let date = HTTPDate.parse(text) {
            delay = .seconds(max(0, date.timeIntervalSince(now)))
            description = text
        } else {
            return nil
        }
    }
}
