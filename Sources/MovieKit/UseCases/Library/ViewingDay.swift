import Foundation

/// Which of a film's viewings a person means, by its day: one watched on a day, or the film
/// marked as seen without one.
public enum ViewingDay: Sendable, Hashable, CustomStringConvertible {
    /// Watched on this day (midnight UTC, as days are kept).
    case on(Date)
    /// Seen, without a day.
    case undated

    /// The day of `viewing`.
    public init(of viewing: Viewing) {
        self = viewing.watchedOn.map(ViewingDay.on) ?? .undated
    }

    /// `2024-12-24`, or `seen` for no day.
    public var description: String {
        switch self {
        case .on(let day): APIDate.format(day)
        case .undated: "seen"
        }
    }
}
