import ArgumentParser
import MovieKit

/// The film a command names, as its words give it (``WantedFilm``): its id (a positive number),
/// IMDb's id of it, else the words of its title. The argument every command about one film
/// takes (`@OptionGroup var film: FilmArgument`), checked before the command runs.
struct FilmArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The film's id, or its title.", valueName: "id-or-title"))
    var words: [String]

    func validate() throws {
        _ = try wanted()
    }

    /// The film the words name.
    /// - Throws: `ValidationError` for no words, an id that is not positive, or a title a search
    ///   cannot take.
    func wanted() throws(ValidationError) -> WantedFilm {
        try Self.wanted(words)
    }

    /// The film `words` name, for a command whose words hold more than the film (`rate TITLE N`).
    /// - Throws: as ``wanted()``.
    static func wanted(_ words: [String]) throws(ValidationError) -> WantedFilm {
        do {
            return try WantedFilm(typed: words.joined(separator: " "))
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
