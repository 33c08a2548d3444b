import ArgumentParser

/// `--first`: of several films close to a title, take the best without asking, as off a terminal.
struct FirstFilmOption: ParsableArguments {
    @Flag(help: "Of several films close to the title, take the best without asking (as off a terminal).")
    var first = false

    /// The option as a command has it when `--first` is not given.
    static var notGiven: FirstFilmOption {
        var option = FirstFilmOption()
        option.first = false
        return option
    }
}
