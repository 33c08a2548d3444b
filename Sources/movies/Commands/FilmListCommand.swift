import ArgumentParser

/// A command that answers with a list of films to browse (`trending`, `popular`, `now-playing`,
/// `upcoming`, `similar`, `discover`): it takes `--limit`, the global options and `-i`.
///
/// Each command declares them itself (`--limit` with ``limitHelp``, then
/// `@OptionGroup var options: GlobalOptions`, then `@OptionGroup var interactive:
/// InteractiveOption`) rather than as an `@OptionGroup` of a type holding them, which would hold
/// GlobalOptions, which holds TMDBOptions: see ``CatalogueOptions`` for what each level of
/// nesting costs a parse. Their checks run in the order they ran as a group: GlobalOptions',
/// `-i`'s, then `--limit`'s (``checkLimit()``).
protocol FilmListCommand: MoviesCommand {
    /// Show at most this many films (`--limit`).
    var limit: Int { get }
    /// The options of the source asked.
    var options: GlobalOptions { get }
    /// `-i`: browse the list full-screen.
    var interactive: InteractiveOption { get }
}

extension FilmListCommand {
    /// `--limit`'s help.
    static var limitHelp: ArgumentHelp { ArgumentHelp("Show at most this many films.", valueName: "n") }

    var globalOptions: GlobalOptions? { options }

    func validate() throws {
        try checkLimit()
    }

    /// Refuses a `--limit` that is not a count of films; a command with checks of its own runs
    /// this first, as when `--limit` was a group's.
    func checkLimit() throws {
        try ListArguments.check(limit: limit)
    }
}
