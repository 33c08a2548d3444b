import Foundation

/// The one clock every part of `movies` reads for "now": the system's, or the one `MOVIES_NOW`
/// sets, like `SOURCE_DATE_EPOCH` for builds (the binary is static, so no `LD_PRELOAD` clock
/// reaches it): an instant (`2026-12-05T10:00:00Z`, or a day, `2026-12-05`, its midnight UTC),
/// the clock standing still there, for examples and docs; or an offset from the system's clock
/// (`+1d`, `-3h`, `+90m`, `-30s`, `+2w`), the clock running ahead or behind.
///
/// A process reads `MOVIES_NOW` once, with one environment look-up; nothing is parsed when it is
/// unset, so a cached answer pays nothing more.
public struct MoviesClock: Sendable, Equatable {
    /// The environment variable that sets the clock.
    public static let variable = "MOVIES_NOW"

    private enum Kind: Sendable, Equatable {
        case system
        case standing(Date)
        case offset(TimeInterval)
    }

    private let kind: Kind

    private init(kind: Kind) {
        self.kind = kind
    }

    /// The system's clock.
    public static let system = MoviesClock(kind: .system)

    /// The clock `text` (a value of `MOVIES_NOW`) sets; `nil` or empty is the system's.
    ///
    /// - Throws: ``MoviesClockError`` when `text` is neither an instant nor an offset.
    public init(reading text: String?) throws(MoviesClockError) {
        guard let text, !text.isEmpty else {
            self = .system
            return
        }
        if let offset = Self.offset(text) {
            self.init(kind: .offset(offset))
        } else if let instant = Self.instant(text) {
            self.init(kind: .standing(instant))
        } else {
            throw MoviesClockError(text: text)
        }
    }

    /// Now, by this clock.
    public func now() -> Date {
        switch kind {
        case .system: Date()
        case .standing(let instant): instant
        case .offset(let seconds): Date(timeIntervalSinceNow: seconds)
        }
    }

    /// This process's clock, set by `MOVIES_NOW` (the system's when it is unset or does not read:
    /// ``environmentError`` then says why).
    public static var current: MoviesClock { fromEnvironment.clock }

    /// Why `MOVIES_NOW` does not read, or `nil` when it is unset or reads.
    public static var environmentError: MoviesClockError? { fromEnvironment.error }

    /// Now, by this process's clock: what every "now" of `movies` reads.
    @Sendable public static func now() -> Date {
        fromEnvironment.clock.now()
    }

    private static let fromEnvironment: (clock: MoviesClock, error: MoviesClockError?) = {
        guard let value = getenv(variable) else { return (.system, nil) }
        do throws(MoviesClockError) {
            return (try MoviesClock(reading: String(cString: value)), nil)
        } catch {
            return (.system, error)
        }
    }()

    /// Seconds `text` moves the clock by: a sign, whole digits, then `s`, `m`, `h`, `d` or `w`.
    private static func offset(_ text: String) -> TimeInterval? {
        guard let sign = text.first, sign == "+" || sign == "-", let unit = text.last else { return nil }
        let digits = text.dropFirst().dropLast()
        guard (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let count = Double(String(digits))
        else { return nil }
        let seconds: TimeInterval
        switch unit {
        case "s": seconds = 1
        case "m": seconds = 60
        case "h": seconds = 3_600
        case "d": seconds = 86_400
        case "w": seconds = 604_800
        default: return nil
        }
        return (sign == "-" ? -1 : 1) * count * seconds
    }

    /// The instant `text` writes in ISO 8601: a date and time with its zone
    /// (`2026-12-05T10:00:00Z`, `2026-12-05T11:00:00+01:00`), or a day, its midnight UTC.
    private static func instant(_ text: String) -> Date? {
        let timed = ISO8601DateFormatter()
        if let date = timed.date(from: text) {
            return date
        }
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        return text.utf8.count == 10 ? day.date(from: text) : nil
    }
}
