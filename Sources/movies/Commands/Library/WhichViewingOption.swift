import ArgumentParser
import Foundation
import MovieKit

/// Which viewing of a film `diary remove` and `diary change` mean: `--date DAY` (`yyyy-MM-dd`,
/// `today`, `yesterday`, or `seen` for one without a day); `--on DAY`, its name before, is still
/// taken, with the note ``ViewingDayOption`` gives. Days read through
/// ``YourLibrary/day(_:option:calendar:)``, as `watched --date` reads them.
struct WhichViewingOption: ParsableArguments {
    @Option(
        name: .customLong("date"),
        help: ArgumentHelp(
            "The day of the viewing (yyyy-MM-dd, today, yesterday; seen for one without a day), when the film was watched more than once.",
            valueName: "day"))
    var date: String?

    @Option(name: .customLong("on"), help: .hidden)
    var on: String?

    /// The day given, if any.
    func day() throws(ValidationError) -> ViewingDay? {
        if date != nil, on != nil { throw ValidationError("give the day once, with --date") }
        guard let text = date ?? on else { return nil }
        let option = date == nil ? "--on" : "--date"
        if text.lowercased() == "seen" { return .undated }
        return .on(try YourLibrary.day(text, option: option))
    }

    /// Notes on stderr that `--on` is now `--date`, when it was given.
    func noteOldName(_ console: Console) {
        if let on { console.note("--on \(on) is now --date \(on)") }
    }
}
