import Foundation

/// What a film's id, a film's year, a day and a rating may be in your library: one definition,
/// which the commands check what is typed against and every import what a file gives. A value
/// one refuses, the other does too, in the same words (``LibraryValueError``).
public enum LibraryValue {
    /// The year of the first films (Janssen's *Passage de Vénus*, 1874): no film is older, and no
    /// one watched a film before it.
    public static let firstFilmYear = 1874

    /// The years a film may have: from the first films to ten years ahead of `now` (films are
    /// announced years before they come out). The year is worked out from the clock, close
    /// enough for a bound: a `Calendar` costs a cached answer more than its query.
    public static func filmYears(now: Date = MoviesClock.now()) -> ClosedRange<Int> {
        firstFilmYear...(1970 + Int(now.timeIntervalSince1970 / 31_556_952) + 10)
    }

    /// `id`, when it is a film's id: a whole number from 1.
    public static func filmID(_ id: Int) throws(LibraryValueError) -> Int {
        guard id > 0 else { throw LibraryValueError(.filmID, given: "\(id)") }
        return id
    }

    /// `year`, when a film may have it (``filmYears(now:)``).
    public static func filmYear(_ year: Int, now: Date = MoviesClock.now()) throws(LibraryValueError) -> Int {
        let years = filmYears(now: now)
        guard years.contains(year) else { throw LibraryValueError(.filmYear(years), given: "\(year)") }
        return year
    }

    /// The year written in `text`: ASCII digits only, a year a film may have.
    public static func filmYear(_ text: String, now: Date = MoviesClock.now()) throws(LibraryValueError) -> Int {
        guard let year = digits(text) else {
            throw LibraryValueError(.filmYear(filmYears(now: now)), given: text)
        }
        return try filmYear(year, now: now)
    }

    /// `day`, when a film can have been watched, rated or put on a watchlist on it: from the
    /// first films' year to the day after `today` (a day ahead, for time zones).
    /// - Parameter written: the day as given, for the message.
    public static func day(_ day: Date, written: String, today: Date = today()) throws(LibraryValueError) -> Date {
        guard day <= today.addingTimeInterval(86_400) else { throw LibraryValueError(.dayInTheFuture, given: written) }
        guard APIDate.year(of: day) >= firstFilmYear else {
            throw LibraryValueError(.dayBeforeFilms, given: written)
        }
        return day
    }

    /// The day written in `text` as `yyyy-MM-dd`, as ``day(_:written:today:)`` takes it.
    public static func day(_ text: String, today: Date = today()) throws(LibraryValueError) -> Date {
        guard let day = APIDate.parse(text) else { throw LibraryValueError(.dayFormat, given: text) }
        return try self.day(day, written: text, today: today)
    }

    /// The moment written in `text` as `yyyy-MM-ddTHH:mm:ss.SSSZ` (UTC, ``LibraryTime``), when an
    /// entry can have changed at it: from the first films' year to two days after `today` (a
    /// day ahead for time zones, another for a clock that runs ahead).
    public static func changeTime(_ text: String, today: Date = today()) throws(LibraryValueError) -> Date {
        guard let moment = LibraryTime.parse(text) else { throw LibraryValueError(.changeTimeFormat, given: text) }
        guard moment < today.addingTimeInterval(3 * 86_400) else {
            throw LibraryValueError(.dayInTheFuture, given: text)
        }
        guard APIDate.year(of: moment) >= firstFilmYear else { throw LibraryValueError(.dayBeforeFilms, given: text) }
        return moment
    }

    /// The viewing's id written in `text`: a UUID (`xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`).
    public static func viewingID(_ text: String) throws(LibraryValueError) -> UUID {
        guard let id = UUID(uuidString: text) else { throw LibraryValueError(.viewingID, given: text) }
        return id
    }

    /// `value`, when it is a rating: 0.5 to 10 in halves (``YourRating``).
    public static func rating(_ value: Double) throws(LibraryValueError) -> YourRating {
        guard let rating = YourRating(value) else { throw LibraryValueError(.rating, given: YourRating.written(value)) }
        return rating
    }

    /// The rating written in `text`: ASCII digits, then `.5` or `.0` if any (`7`, `8.5`, `7.0`;
    /// never `+7`, `0x7`, `7e0`, `.5` or `8.50`), 0.5 to 10.
    public static func rating(_ text: String) throws(LibraryValueError) -> YourRating {
        guard let halves = halves(text), let rating = YourRating(halves: halves) else {
            throw LibraryValueError(.rating, given: text)
        }
        return rating
    }

    /// The rating written in `text` as stars, as Letterboxd writes them: 0.5 to 5 in halves
    /// (`3.5`, `4`, `4.0`; never `0x4` or `1e0`), on our scale (doubled: `7`, `8`).
    public static func stars(_ text: String) throws(LibraryValueError) -> YourRating {
        guard let halves = halves(text), halves <= 10, let rating = YourRating(whole: halves) else {
            throw LibraryValueError(.stars, given: text)
        }
        return rating
    }

    /// The half points `text` writes: ASCII digits, then `.5` or `.0` if any; `nil` for anything else.
    private static func halves(_ text: String) -> Int? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first.flatMap({ digits(String($0)) }), whole <= 1_000 else { return nil }
        guard parts.count == 2 else { return whole * 2 }
        switch parts[1] {
        case "0": return whole * 2
        case "5": return whole * 2 + 1
        default: return nil
        }
    }

    /// The most characters a film's title may have: the longest films' titles are a few hundred.
    public static let longestTitle = 1_000

    /// `text` as a film's title a file gives, whole.
    /// - Throws: ``LibraryValueError/Kind/title(longest:)`` for a title over ``longestTitle``
    ///   characters, which no table could show.
    public static func title(_ text: String) throws(LibraryValueError) -> String {
        // Counted in scalars first, so a 20 MB field is refused without counting its characters.
        guard text.unicodeScalars.count <= longestTitle * 4, text.count <= longestTitle else {
            throw LibraryValueError(.title(longest: longestTitle), given: text)
        }
        return text
    }

    /// Today where it is latest in the world (UTC+14), as midnight UTC: the day a file made on
    /// another machine, or a backup made in another time zone, is judged by, so that a day
    /// accepted there (``day(_:written:today:)``: up to the day after its own today) is never
    /// refused here. The world's time zones span 26 hours: this is a day's slack at most.
    public static func todayAnywhere(now: Date = MoviesClock.now()) -> Date {
        today(now: now, timeZone: TimeZone(secondsFromGMT: 14 * 3_600) ?? .current)
    }

    /// Today, the calendar day where you are, as midnight UTC (as days are kept).
    public static func today(now: Date = MoviesClock.now(), timeZone: TimeZone = .current) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return utcCalendar.date(from: DateComponents(year: parts.year, month: parts.month, day: parts.day)) ?? now
    }

    /// The Gregorian calendar in UTC, where days are kept: made once, as an import asks for the
    /// day of each of thousands of plays.
    private static let utcCalendar: Calendar = {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return utc
    }()

    /// The number `text` writes in ASCII digits alone (at most 18, so it fits); `nil` for anything else.
    private static func digits(_ text: String) -> Int? {
        let bytes = text.utf8
        guard (1...18).contains(bytes.count), bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }
}
