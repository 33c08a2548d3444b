import Foundation

/// A moment as the library keeps the times of its changes: whole milliseconds since 1970, UTC,
/// written `yyyy-MM-ddTHH:mm:ss.SSSZ` in exports.
public enum LibraryTime {
    /// `date` in whole milliseconds since 1970, the part of a millisecond dropped (a date made
    /// from a whole millisecond gives that millisecond back).
    public static func milliseconds(_ date: Date) -> Int64 {
        let scaled = date.timeIntervalSince1970 * 1000
        let nearest = scaled.rounded()
        return Int64(abs(scaled - nearest) < 0.001 ? nearest : scaled.rounded(.down))
    }

    /// The moment `milliseconds` after 1970 began, UTC.
    public static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// Midnight UTC of `day`, in milliseconds: the change time of an entry whose moment is not
    /// known, only its day (``FilmLibrary``'s notes on change times).
    static func midnight(of day: Date) -> Int64 {
        milliseconds(day)
    }

    /// Midnight UTC of the day written `yyyy-MM-dd` in `text`, in milliseconds; 0 for text that is
    /// no day (the library writes none).
    static func midnight(ofDay text: String) -> Int64 {
        APIDate.parse(text).map(milliseconds) ?? 0
    }

    /// `date` written `yyyy-MM-ddTHH:mm:ss.SSSZ`, to the millisecond, UTC.
    public static func format(_ date: Date) -> String {
        let milliseconds = milliseconds(date)
        let (days, rest) = floorDivision(milliseconds, 86_400_000)
        let day = APIDate.format(Date(timeIntervalSince1970: Double(days) * 86_400))
        let hours = rest / 3_600_000, minutes = rest / 60_000 % 60, seconds = rest / 1000 % 60
        return day + "T" + pad(hours, 2) + ":" + pad(minutes, 2) + ":" + pad(seconds, 2) + "." + pad(rest % 1000, 3)
            + "Z"
    }

    /// The moment written in `text` as ``format(_:)`` writes it; `nil` for anything else.
    public static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 24, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "."), bytes[23] == UInt8(ascii: "Z"),
            let day = APIDate.parse(String(decoding: bytes[0..<10], as: UTF8.self)),
            let hours = number(bytes[11..<13]), hours < 24, let minutes = number(bytes[14..<16]), minutes < 60,
            let seconds = number(bytes[17..<19]), seconds < 60, let fraction = number(bytes[20..<23])
        else { return nil }
        let time = ((hours * 60 + minutes) * 60 + seconds) * 1000 + fraction
        return date(milliseconds(day) + Int64(time))
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value / divisor, rest = value % divisor
        return rest < 0 ? (quotient - 1, rest + divisor) : (quotient, rest)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// The times of one change: when it was made, and when this library recorded it.
///
/// They differ only for what an import brings: an entry changed on another device at
/// ``changedAt`` (which the export says) is news to this library at ``recordedAt``. A sync asks
/// what this library recorded since it last ran (``FilmLibrary/changes(since:)``, by the
/// library's own clock alone), and lets the later change win by ``changedAt``.
struct ChangeStamp: Sendable, Equatable {
    /// When the change was made, in milliseconds since 1970 UTC.
    var changedAt: Int64
    /// When this library recorded it, in milliseconds since 1970 UTC, by its own clock.
    var recordedAt: Int64

    /// A change made at `now`, here (a command's).
    init(now: Date) {
        changedAt = LibraryTime.milliseconds(now)
        recordedAt = changedAt
    }

    /// A change made at `changedAt`, recorded at `recordedAt` (milliseconds both).
    init(changedAt: Int64, recordedAt: Int64) {
        self.changedAt = changedAt
        self.recordedAt = recordedAt
    }

    /// A change made at `changedAt` (what an import's file says, else its entry's day at
    /// midnight UTC), recorded at `now`.
    init(changedAt: Int64, recordedAt now: Date) {
        self.changedAt = changedAt
        recordedAt = LibraryTime.milliseconds(now)
    }
}
