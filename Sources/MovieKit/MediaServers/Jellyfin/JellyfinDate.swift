import Foundation

/// Reads a moment as Jellyfin writes it: UTC with up to seven fractional digits,
/// `2026-11-21T06:30:00.0000000Z` (which ISO 8601 parsers with three digits refuse).
///
/// Jellyfin's own shape is read by hand from the digits' fixed places, as a page of 200 films
/// holds 200 of them; anything else (an offset, a field past its range, a year before the
/// Gregorian calendar) goes to Foundation's ISO 8601 parser, so that the values read and the
/// moments they name are exactly those that parser reads.
enum JellyfinDate {
    /// The moment `text` names; `nil` when it does not read as one.
    static func read(_ text: String) -> Date? {
        if let moment = readCanonical(text) { return moment }
        return readByFoundation(text)
    }

    /// `text` read by Foundation's ISO 8601 parser, its fractional digits (which that parser
    /// takes three of at most) cut out first and added back.
    static func readByFoundation(_ text: String) -> Date? {
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

    /// The most fractional digits read by hand: their value, divided by a power of ten both
    /// held exactly by a `Double`, rounds as reading the decimal does.
    private static let mostFractionDigits = 15

    /// 1, 10, … 10¹⁵: `powersOfTen[n]` divides a number of `n` fractional digits.
    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

    /// `YYYY-MM-DDTHH:MM:SS[.f…]Z` with every field in its range; `nil` for anything else,
    /// which ``readByFoundation(_:)`` then reads.
    static func readCanonical(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            let count = bytes.count
            guard count >= 20, count <= 21 + mostFractionDigits, bytes[count - 1] == UInt8(ascii: "Z"),
                bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
                bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                let year = APIDate.number(bytes, 0..<4), let month = APIDate.number(bytes, 5..<7),
                let day = APIDate.number(bytes, 8..<10),
                let hour = APIDate.number(bytes, 11..<13), let minute = APIDate.number(bytes, 14..<16),
                let second = APIDate.number(bytes, 17..<19),
                (1600...9999).contains(year), (1...12).contains(month),
                (1...APIDate.daysIn(month: month, year: year)).contains(day),
                hour < 24, minute < 60, second < 60
            else { return nil }
            var fraction = 0.0
            if count > 20 {
                guard bytes[19] == UInt8(ascii: "."), count > 21, let digits = APIDate.number(bytes, 20..<(count - 1))
                else { return nil }
                fraction = Double(digits) / powersOfTen[count - 21]
            }
            let days = APIDate.daysSinceEpoch(year: year, month: month, day: day)
            let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second
            return Date(timeIntervalSince1970: Double(seconds)).addingTimeInterval(fraction)
        }
    }
}
