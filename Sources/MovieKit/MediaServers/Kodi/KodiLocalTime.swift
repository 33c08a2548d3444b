import Foundation

/// Reads Kodi's local times (`lastplayed`: `2026-11-21 22:30:00`, in the zone of the device Kodi
/// runs on) as moments: one reader per zone, made once and used for every value, reading the
/// fixed positions of the digits rather than making a formatter per value. A local time a
/// clock skipped (the hour of a spring-forward) is the moment just after the gap, as the
/// device's clock could not show it.
struct KodiLocalTime: Sendable {
    private let calendar: Calendar

    /// A reader of local times in `zone`: the device's.
    init(zone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        self.calendar = calendar
    }

    /// The moment `text` names; `nil` when it does not read as `YYYY-MM-DD HH:MM:SS` (Kodi's empty
    /// `lastplayed` of a film never played, say) or names no day of the calendar.
    func moment(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
            let day = Self.number(bytes[8..<10]), let hour = Self.number(bytes[11..<13]),
            let minute = Self.number(bytes[14..<16]), let second = Self.number(bytes[17..<19]),
            (1870...2200).contains(year), (1...12).contains(month), (0...23).contains(hour),
            (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        // A day the month does not have (2026-02-30) would roll over into the next month.
        let midnight = DateComponents(year: year, month: month, day: day)
        guard let start = calendar.date(from: midnight), calendar.component(.day, from: start) == day else {
            return nil
        }
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
