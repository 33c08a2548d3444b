/// Finds films by title for `search/movie`: a film matches when each word of the query begins a
/// word of its title, its original title or its title in the language asked for
/// (``TMDBSearchText``). Films named exactly as the query come first, then the rest; each group
/// most popular first, then by id. Each film's words are read on the first search, and each
/// selection's films are kept in order as first found.
final class TMDBMovieSearch: Sendable {
    /// What a search needs of a film.
    private struct Film: Sendable {
        /// The words of its title, original title and title in its own language, each once.
        var names: [[String]]
        var id: Int
        var popularity: Double
        var year: Int?
        var adult: Bool
    }

    /// The films, by position.
    private let films: ComputedOnce<[Film]>
    private let selections = TMDBSelectionCache<TMDBSearchQuery.Selection>()

    /// - Parameters:
    ///   - movies: the films as answered, perhaps in another language.
    ///   - ownTitles: each film's title in its own language, by position, when `movies` are translated.
    init(movies: [TMDBWire.MovieDetails], ownTitles: [String]? = nil) {
        films = ComputedOnce {
            movies.indices.map { position in
                let movie = movies[position]
                var names: [[String]] = []
                for title in [movie.title, movie.originalTitle] + (ownTitles.map { [$0[position]] } ?? []) {
                    let words = TMDBSearchText.words(title)
                    if !names.contains(words) { names.append(words) }
                }
                return Film(
                    names: names, id: movie.id, popularity: movie.popularity, year: movie.releaseYear,
                    adult: movie.adult)
            }
        }
    }

    /// The positions of the films `selection` finds, in order.
    func positions(of selection: TMDBSearchQuery.Selection) -> [Int] {
        selections.positions(of: selection) {
            let films = films.value
            let found = films.indices.filter { position in
                let film = films[position]
                return (selection.includeAdult || !film.adult) && (selection.year.map { film.year == $0 } ?? true)
                    && TMDBSearchText.matches(selection.words, film.names)
            }
            let exact = Set(found.filter { TMDBSearchText.isExactly(selection.words, oneOf: films[$0].names) })
            return found.sorted { a, b in
                if exact.contains(a) != exact.contains(b) { return exact.contains(a) }
                if films[a].popularity != films[b].popularity { return films[a].popularity > films[b].popularity }
                return films[a].id < films[b].id
            }
        }
    }
}
