import Foundation
import MovieKit

/// A day of the calendar (UTC), as TMDB writes dates: `yyyy-MM-dd`, read and written by
/// ``APIDate``. Counted in days since 1970-01-01, so days compare and add as numbers.
struct TMDBDay: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01; before it, below 0.
    let number: Int

    init(number: Int) {
        self.number = number
    }

    /// The UTC day `date` falls on.
    init(_ date: Date) {
        number = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    /// Reads `yyyy-MM-dd` (four-digit year, a month and a day that exist); `nil` for anything else.
    init?(_ text: some StringProtocol) {
        guard let date = APIDate.parse(String(text)) else { return nil }
        self.init(date)
    }

    /// `yyyy-MM-dd`.
    var text: String {
        APIDate.format(Date(timeIntervalSince1970: Double(number) * 86_400))
    }

    static func + (day: TMDBDay, days: Int) -> TMDBDay { TMDBDay(number: day.number + days) }
    static func - (day: TMDBDay, days: Int) -> TMDBDay { TMDBDay(number: day.number - days) }
    static func < (a: TMDBDay, b: TMDBDay) -> Bool { a.number < b.number }
}
