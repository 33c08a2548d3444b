import ArgumentParser
import MovieKit

/// How library commands name films in what they print, and find a film a person names among
/// those of a list.
enum LibraryFilmText {
    /// "Blade Runner (1982, 78)", "film 78" while its title is unknown.
    static func named(_ film: LibraryFilm) -> String {
        let facts = [film.year.map(String.init), film.title == nil ? nil : film.id.map(String.init)].compactMap { $0 }
        let text = facts.isEmpty ? film.displayTitle : "\(film.displayTitle) (\(facts.joined(separator: ", ")))"
        return TerminalText.safe(text)
    }

    /// The film of `films` that `argument` names: the one with the id, or the one titled so
    /// (ignoring case and accents; of the year when several are).
    /// - Throws: when several films have that title; `nil` when none is named so.
    static func find(_ argument: FilmArgument, in films: [LibraryFilm]) throws(CommandFailure) -> LibraryFilm? {
        switch argument.named {
        case .id(let id):
            return films.first { $0.id == id }
        case .imdbID(let imdbID):
            return films.first { $0.imdbID == imdbID }
        case .title(let search):
            let wanted = TitleMatch.folded(search.text)
            let titled = films.filter { film in
                film.title.map(TitleMatch.folded) == wanted && (search.year == nil || film.year == search.year)
            }
            guard titled.count <= 1 else {
                throw CommandFailure(
                    "\(titled.count) films are titled \"\(search.text)\": give the id of one of "
                        + titled.map(named).joined(separator: ", "), status: .usage)
            }
            return titled.first
        }
    }
}

extension FilmArgument {
    /// The film as the person named it, for messages: "movie 78", "\"Blade Runner\"".
    var wording: String {
        switch named {
        case .id(let id): "movie \(id)"
        case .imdbID(let imdbID): imdbID
        case .title(let search): "\"\(TerminalText.safe(search.text))\""
        }
    }
}
