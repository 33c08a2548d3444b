import ArgumentParser

extension ParsableArguments {
    /// These options as `set` gives them, the others at their defaults: a group's type made from
    /// options that a larger group declares itself (GlobalOptions' `--source` as a SourceOption).
    static func given(_ set: (inout Self) -> Void) -> Self {
        var options = Self()
        set(&options)
        return options
    }
}
