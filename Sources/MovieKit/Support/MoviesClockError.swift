import Foundation

/// `MOVIES_NOW` holds neither an instant nor an offset.
public struct MoviesClockError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value that does not read.
    public let text: String

    /// The error of `text`, a value of `MOVIES_NOW` that does not read.
    public init(text: String) {
        self.text = text
    }

    /// One line naming the variable, the value and what it should be.
    public var description: String {
        "\(MoviesClock.variable) \"\(text)\" is neither an instant (like 2026-12-05T10:00:00Z) nor an offset "
            + "(like +1d, -3h, +30m)"
    }
}
