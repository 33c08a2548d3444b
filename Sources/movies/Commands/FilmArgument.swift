import ArgumentParser
import MovieKit

/// A film as a command's words name it (``WantedFilm``): its id (a positive number), IMDb's id of
/// it, else the words of its title.
enum FilmWords {
    /// The film `words` name.
    /// - Throws: `ValidationError` for no words, an id that is not positive, or a title a search
    ///   cannot take.
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
