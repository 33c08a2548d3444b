import ArgumentParser
import Foundation
import MovieKit

/// Which viewing of a film `diary remove` and `diary change` mean: `--date DAY` (`yyyy-MM-dd`,
/// `today`, `yesterday`, or `seen` for one without a day); `--on DAY`, its name before, is still
/// taken, with the note ``ViewingDayOption`` gives. A day is read as `watched --date` reads it,
/// by ``ViewingDayOption/day(date:formerOn:calendar:)``.
struct WhichViewingOption: ParsableArguments {
    @Option(
        name: .customLong("date"),
        help: ArgumentHelp(
            "The day of the viewing (yyyy-MM-dd, today, yesterday; seen for one without a day), when the film was watched more than once.",
            valueName: "day"))
    var date: String?

    @Option(name: .customLong("on"), help: .hidden)
    var on: String?

    /// The day given, if any: `seen` for a viewing without a day, else the day as
    /// ``ViewingDayOption/day(date:formerOn:calendar:)`` reads it for `watched`.
    func day() throws(ValidationError) -> ViewingDay? {
        guard (date ?? on)?.lowercased() == "seen", date == nil || on == nil else {
            return try ViewingDayOption.day(date: date, formerOn: on).map(ViewingDay.on)
        }
        return .undated
    }

    /// Notes on stderr that `--on` is now `--date`, when it was given.
    func noteOldName(_ console: Console) {
        if let note = ViewingDayOption.renamingNote(formerOn: on) { console.note(note) }
    }
}
