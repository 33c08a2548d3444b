import Foundation
import MovieKit

/// Number and age formats for people, written by hand: the same in every locale, and no
/// formatter to load on the cache-hit path.
enum Formatting {
    /// What stands for a fact the source does not know.
    static let unknown = "—"

    /// `486295561` as `$486,295,561`; an unknown amount as ``unknown``.
    static func dollars(_ amount: Int?) -> String {
        guard let amount else { return unknown }
        return (amount < 0 ? "-$" : "$") + grouped(amount.magnitude)
    }

    /// A release date as `yyyy-MM-dd`, or ``unknown``.
    static func date(_ date: Date?) -> String {
        date.map(APIDate.format) ?? unknown
    }

    /// `107` minutes as `1 h 47 min`; under an hour as `45 min`.
    static func runtime(minutes: Int) -> String {
        minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
    }

    /// `text` broken at its spaces into lines of at most `width` columns (as a terminal counts
    /// them, ``Swift/String/terminalWidth``), each ending with a newline: the first after
    /// `indent`, the others after `continuation` (`indent` when `nil`). A word longer than a line
    /// is broken where the line ends, so that no line is wider than `width`.
    static func wrap(_ text: String, width: Int, indent: String, continuation: String? = nil) -> String {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(whereSeparator: \.isWhitespace) {
            var word = String(word)
            var wordWidth = word.terminalWidth
            if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
                lines.append(line)
                (line, lineWidth) = ("", 0)
            }
            while lineWidth == 0 && wordWidth > width {
                let head = word.prefix(toWidth: width)
                lines.append(String(head))
                word = String(word[head.endIndex...])
                wordWidth = word.terminalWidth
            }
            guard !word.isEmpty else { continue }
            if lineWidth > 0 {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
        }
        if !line.isEmpty { lines.append(line) }
        return lines.enumerated().map { ($0.offset == 0 ? indent : continuation ?? indent) + $0.element + "\n" }
            .joined()
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ value: UInt) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    /// A rating as the API gave it: `74` stays `74`, `7.5` stays `7.5`; one no one gave as
    /// ``unknown``.
    static func rating(_ rating: Double?) -> String {
        guard let rating else { return unknown }
        if rating == rating.rounded(), abs(rating) < 1e15 { return String(Int(rating)) }
        return String(rating)
    }

    /// A rating in a table's column, so that the column reads alike: on a scale of ten or less
    /// (TMDB's, IMDb's) with one decimal, `7.0` beside `6.9`; on a larger one (the demo's 0–100) as
    /// the API gave it; one no one gave as ``unknown``.
    static func rating(_ rating: Double?, onScaleOf scale: Double) -> String {
        guard let rating, scale <= 10, rating.isFinite, abs(rating) < 1e15 else { return Self.rating(rating) }
        let tenths = Int((rating * 10).rounded())
        return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// How long ago `date` was, as in `just now`, `42 s ago`, `5 min ago`, `3 h ago`, `2 d ago`.
    static func age(of date: Date, now: Date = MoviesClock.now()) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        switch seconds {
        case ..<1: return "just now"
        case ..<60: return "\(seconds) s ago"
        case ..<(90 * 60): return "\(seconds / 60) min ago"
        case ..<(48 * 3600): return "\(seconds / 3600) h ago"
        default: return "\(seconds / 86_400) d ago"
        }
    }
}
