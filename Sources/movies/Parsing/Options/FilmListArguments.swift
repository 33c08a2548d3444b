import ArgumentParser

/// What every command that answers with a list of films to browse takes (`trending`, `popular`,
/// `now-playing`, `upcoming`, `similar`, `discover`): `--limit`, the global options and `-i`.
struct FilmListArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Show at most this many films.", valueName: "n"))
    var limit = Movies.Search.defaultLimit

    @OptionGroup var options: GlobalOptions

    @OptionGroup var interactive: InteractiveOption

    func validate() throws {
        try ListArguments.check(limit: limit)
    }
}
