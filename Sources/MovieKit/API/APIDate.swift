import Foundation

/// The API's calendar dates, `yyyy-MM-dd` in UTC, parsed and written by hand: no formatter,
/// no locale, no time zone database, about a hundred times faster than `DateFormatter`.
public enum APIDate {
    /// The date at midnight UTC of `text`, or `nil` unless it is a real day written as `yyyy-MM-dd`.
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                let year = number(bytes, 0..<4), let month = number(bytes, 5..<7),
                let day = number(bytes, 8..<10),
                (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
            else { return nil }
            let days = daysSinceEpoch(year: year, month: month, day: day)
            return Date(timeIntervalSince1970: Double(days) * 86_400)
        }
    }

    /// `date` written as `yyyy-MM-dd`, the UTC day it falls on.
    public static func format(_ date: Date) -> String {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        guard (0...9999).contains(year) else { return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) }
        // Ten bytes written in place: lists of thousands of entries write a day each.
        return String(unsafeUninitializedCapacity: 10) { bytes in
            func put(_ value: Int, at offset: Int, digits: Int) {
                var value = value
                for index in stride(from: offset + digits - 1, through: offset, by: -1) {
                    bytes[index] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
            }
            put(year, at: 0, digits: 4)
            bytes[4] = UInt8(ascii: "-")
            put(month, at: 5, digits: 2)
            bytes[7] = UInt8(ascii: "-")
            put(day, at: 8, digits: 2)
            return 10
        }
    }

    /// The year of the UTC day `date` falls on.
    public static func year(of date: Date) -> Int {
        civilDate(daysSinceEpoch: Int((date.timeIntervalSince1970 / 86_400).rounded(.down))).year
    }

    /// The decoding strategy the API's JSON needs.
    public static let decodingStrategy = JSONDecoder.DateDecodingStrategy.custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = parse(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a date as yyyy-MM-dd, got \"\(text)\"")
        }
        return date
    }

    /// The encoding strategy that writes dates back as the API serves them.
    public static let encodingStrategy = JSONEncoder.DateEncodingStrategy.custom { date, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(format(date))
    }

    /// The ASCII digits at `range` of `bytes` as a number; `nil` where one is not a digit.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var value = 0
        for index in range {
            let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    /// How many days `month` (1 to 12) has in `year` of the Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Howard Hinnant's days_from_civil and civil_from_days, proleptic Gregorian calendar.
    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilDate(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
