import ArgumentParser
import Foundation
import MovieKit

/// `--date DAY`: the day of a viewing (`yyyy-MM-dd`, `today`, `yesterday`), for `watched` and any
/// command that names a viewing's day. `--on DAY`, its name before `--on` came to name services
/// (`discover --on netflix`), is still taken with a note on stderr that it is now `--date`; a
/// service given to it is refused saying so. Every command that takes a viewing's day takes it
/// with this option group (`@OptionGroup var day: ViewingDayOption`, then ``value(calendar:)``),
/// read through ``YourLibrary/day(_:option:calendar:)``, so that each reads it, and words its
/// errors, alike.
struct ViewingDayOption: ParsableArguments {
    @Option(
        name: .customLong("date"),
        help: ArgumentHelp("The day you watched it: yyyy-MM-dd, today or yesterday.", valueName: "day"))
    var date: String?

    @Option(name: .customLong("on"), help: .hidden)
    var formerOn: String?

    func validate() throws {
        _ = try value()
    }

    /// The day given; `nil` when none is (today, for a viewing logged now).
    /// - Throws: `ValidationError` for a day that does not read, one given both ways, or a
    ///   service given to `--on`.
    func value(calendar: LibraryCalendar = LibraryCalendar()) throws(ValidationError) -> Date? {
        try Self.day(date: date, formerOn: formerOn, calendar: calendar)
    }

    /// The day given as `--date date` or, by its old name, `--on formerOn`; `nil` when neither is.
    /// Every option naming a viewing's day reads it here (``WhichViewingOption`` too).
    /// - Throws: `ValidationError` for a day that does not read, one given both ways, or a
    ///   service given to `--on`.
    static func day(
        date: String?, formerOn: String?, calendar: LibraryCalendar = LibraryCalendar()
    ) throws(ValidationError) -> Date? {
        if let formerOn {
            guard date == nil else { throw ValidationError("give the day once, with --date (--on is its old name)") }
            do {
                return try calendar.day(formerOn)
            } catch  where error.kind == .dayFormat {
                throw ValidationError(
                    "--on is the day you watched it here, not a service (that is discover's --on); "
                        + "give the day with --date, like --date 2026-11-20 or --date yesterday; got \"\(error.given)\""
                )
            } catch {
                throw ValidationError("--on \(error)")
            }
        }
        return try date.map { text throws(ValidationError) in
            try YourLibrary.day(text, option: "--date", calendar: calendar)
        }
    }

    /// The note that `--on` is now `--date`, when it was given.
    var renamingNote: String? {
        Self.renamingNote(formerOn: formerOn)
    }

    /// "--on 2024-12-25 is now --date 2024-12-25", for a day given by `--on`'s old name.
    static func renamingNote(formerOn: String?) -> String? {
        formerOn.map { "--on \($0) is now --date \($0)" }
    }
}
