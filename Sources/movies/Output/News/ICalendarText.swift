import Foundation
import MovieKit

/// iCalendar's text rules (RFC 5545, section 3.1 and 3.3.11): content lines end in CRLF and are
/// folded to at most 75 octets (a CRLF and one space before each continuation, never inside a
/// character's bytes), and TEXT values escape backslashes, semicolons, commas and line breaks.
enum ICalendarText {
    /// The most octets of a content line, its CRLF left out.
    static let lineLimit = 75

    /// `value` as a TEXT value: `\` `;` `,` escaped with a backslash, a line break as `\n`, and
    /// other control characters (which TEXT may not hold) left out.
    static func escaped(_ value: String) -> String {
        var text = ""
        for scalar in value.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case ";": text += "\\;"
            case ",": text += "\\,"
            case "\n", "\r": text += "\\n"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The content line `line` folded: each physical line at most ``lineLimit`` octets (a
    /// continuation's leading space counted), each ending in CRLF.
    static func folded(_ line: String) -> String {
        var result = ""
        var current = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > lineLimit {
                result += current + "\r\n"
                current = " "
                octets = 1
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        return result + current + "\r\n"
    }

    /// A `DATE` value: `20261224`.
    static func date(_ day: Date) -> String {
        APIDate.format(day).replacingOccurrences(of: "-", with: "")
    }

    /// A `DATE-TIME` value in UTC: `20261127T140512Z`.
    static func dateTime(_ time: Date) -> String {
        let seconds = Int(time.timeIntervalSince1970.rounded(.down))
        let day = Date(timeIntervalSince1970: Double(seconds - ((seconds % 86_400) + 86_400) % 86_400))
        let inDay = ((seconds % 86_400) + 86_400) % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return date(day) + "T" + two(inDay / 3600) + two(inDay / 60 % 60) + two(inDay % 60) + "Z"
    }
}
