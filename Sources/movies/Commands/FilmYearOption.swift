import ArgumentParser

/// `--year`: the year a film named by its title came out, which narrows the title (Dune, 1984 or
/// 2021), as `show` takes it. Every command that asks for a film takes it.
struct FilmYearOption: ParsableArguments {
    static let optionHelp = ArgumentHelp("With a title, only a film released this year.", valueName: "year")

    @Option(help: optionHelp) var year: Int?
}
