import ArgumentParser
import MovieKit

/// The film a command names, as its words give it (``WantedFilm``): its id (a positive number),
/// IMDb's id of it, else the words of its title, of `--year` when given (as `show` takes it).
/// The argument every command about one film takes (`@OptionGroup var film: FilmArgument`),
/// checked before the command runs.
struct FilmArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The film's id, or its title.", valueName: "id-or-title"))
    var words: [String]

    // `--year` as FilmYearOption declares it, here rather than as an `@OptionGroup` of it, for the
    // reason GlobalOptions gives.
    @Option(help: FilmYearOption.optionHelp) var year: Int?

    func validate() throws {
        _ = try wanted()
    }

    /// The film the words name.
    /// - Throws: `ValidationError` for no words, an id that is not positive, or a title a search
    ///   cannot take.
    func wanted() throws(ValidationError) -> WantedFilm {
        try Self.wanted(words, year: year)
    }

    /// The film `words` name (a title of `year`, when given), for a command whose words hold
    /// more than the film (`rate TITLE N`).
    /// - Throws: as ``wanted()``.
    static func wanted(_ words: [String], year: Int? = nil) throws(ValidationError) -> WantedFilm {
        do {
            return try WantedFilm(typed: words.joined(separator: " "), year: year)
        } catch {
            throw ValidationError(error.description)
        }
    }
}

extension WantedFilm {
    /// The film as the person named it, for messages: "movie 78", "\"Blade Runner\"".
    var wording: String {
        switch self {
        case .id(let id): "movie \(id)"
        case .imdbID(let imdbID): imdbID
        case .title(let search): "\"\(TerminalText.safe(search.text))\""
        }
    }
}
