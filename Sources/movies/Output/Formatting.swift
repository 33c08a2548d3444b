import Foundation

/// Number and age formats for people, written by hand: the same in every locale, and no
/// formatter to load on the cache-hit path.
enum Formatting {
    /// `486295561` as `$486,295,561`.
    static func dollars(_ amount: Int) -> String {
        (amount < 0 ? "-$" : "$") + grouped(amount.magnitude)
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

    /// A rating as the API gave it: `74` stays `74`, `7.5` stays `7.5`.
    static func rating(_ rating: Double) -> String {
        if rating == rating.rounded(), abs(rating) < 1e15 { return String(Int(rating)) }
        return String(rating)
    }

    /// How long ago `date` was, as in `just now`, `42 s ago`, `5 min ago`, `3 h ago`, `2 d ago`.
    static func age(of date: Date, now: Date = Date()) -> String {
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
