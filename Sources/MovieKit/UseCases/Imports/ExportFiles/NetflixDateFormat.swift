import Foundation

/// How a Netflix viewing history writes its days, which is as the account's locale writes them:
/// `11/24/26` (month first, the United States), `24.11.26` (Germany), `24/11/2026` (most other
/// places), and a few more. Which one a file uses is decided from all its days at once: the one
/// every day fits, month first before day first where every day fits both.
public struct NetflixDateFormat: Sendable, Equatable, CustomStringConvertible {
    /// The order of the day's parts.
    enum Order: Sendable { case monthDayYear, dayMonthYear, yearMonthDay }

    let order: Order
    let separator: Character
    /// Whether the year is written with two digits (`26` for 2026).
    let shortYear: Bool

    /// Every format tried, in the order preferred when several fit every day of a file.
    static let all: [NetflixDateFormat] = [
        .init(order: .monthDayYear, separator: "/", shortYear: true),
        .init(order: .dayMonthYear, separator: "/", shortYear: true),
        .init(order: .dayMonthYear, separator: ".", shortYear: true),
        .init(order: .dayMonthYear, separator: "/", shortYear: false),
        .init(order: .monthDayYear, separator: "/", shortYear: false),
        .init(order: .dayMonthYear, separator: ".", shortYear: false),
        .init(order: .yearMonthDay, separator: "-", shortYear: false),
        .init(order: .dayMonthYear, separator: "-", shortYear: false),
    ]

    /// The format as a person reads it: "month/day/year (11/24/26)".
    public var description: String {
        let year = shortYear ? "yy" : "yyyy"
        let sample = shortYear ? "26" : "2026"
        let s = String(separator)
        switch order {
        case .monthDayYear: return "month\(s)day\(s)\(year) (11\(s)24\(s)\(sample))"
        case .dayMonthYear: return "day\(s)month\(s)\(year) (24\(s)11\(s)\(sample))"
        case .yearMonthDay: return "year\(s)month\(s)day (2026\(s)11\(s)24)"
        }
    }

    /// The day `text` writes in this format (midnight UTC, as the library keeps days); `nil`
    /// when it does not fit it.
    func day(_ text: String) -> Date? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCIINumber) })
        else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        let (year, month, day): (Int, Int, Int)
        switch order {
        case .monthDayYear: (month, day, year) = (numbers[0], numbers[1], numbers[2])
        case .dayMonthYear: (day, month, year) = (numbers[0], numbers[1], numbers[2])
        case .yearMonthDay: (year, month, day) = (numbers[0], numbers[1], numbers[2])
        }
        let yearText = order == .yearMonthDay ? parts[0] : parts[2]
        guard yearText.count == (shortYear ? 2 : 4), (1...12).contains(month), (1...31).contains(day) else {
            return nil
        }
        let fullYear = shortYear ? 2000 + year : year
        let written = String(format: "%04d-%02d-%02d", fullYear, month, day)
        return APIDate.parse(written).flatMap { APIDate.format($0) == written ? $0 : nil }
    }

    /// The format every one of `days` fits (the first of ``all`` so); else, the line of the first
    /// day that the format fitting the most days before failing does not fit.
    static func decide(_ days: [(text: String, line: Int)]) -> Result<NetflixDateFormat, Unfit> {
        var latest: (format: NetflixDateFormat, index: Int)?
        for format in all {
            guard let failing = days.firstIndex(where: { format.day($0.text) == nil }) else { return .success(format) }
            if failing > latest?.index ?? -1 { latest = (format, failing) }
        }
        guard let latest, latest.index < days.count else { return .failure(Unfit(text: "", line: 1, format: nil)) }
        let day = days[latest.index]
        return .failure(Unfit(text: day.text, line: day.line, format: latest.index > 0 ? latest.format : nil))
    }

    /// A day no format of the file's other days fits.
    struct Unfit: Error {
        let text: String
        let line: Int
        /// The format the days before it fit, if any did.
        let format: NetflixDateFormat?
    }
}
