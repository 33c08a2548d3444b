/// Finds films by title for `search/movie`: a film matches when each word of the query begins a
/// word of its title, its original title or its title in the language asked for
/// (``TMDBSearchText``). Films named exactly as the query come first, then the rest; each group
/// most popular first, then by id. Each film's words are read on the first search, and each
/// selection's films are kept in order as first found.
final class TMDBMovieSearch: Sendable {
    private let movies: [TMDBWire.MovieDetails]
    /// Each film's names, as words: by position, title, original title and title in its own language.
    private let names: ComputedOnce<[[[String]]]>
    private let selections = TMDBSelectionCache<TMDBSearchQuery.Selection>()

    /// - Parameters:
    ///   - movies: the films as answered, perhaps in another language.
    ///   - ownTitles: each film's title in its own language, by position, when `movies` are translated.
    init(movies: [TMDBWire.MovieDetails], ownTitles: [String]? = nil) {
        self.movies = movies
        names = ComputedOnce {
            movies.indices.map { position in
                let movie = movies[position]
                let titles = [movie.title, movie.originalTitle] + (ownTitles.map { [$0[position]] } ?? [])
                var names: [[String]] = []
                for title in titles {
                    let words = TMDBSearchText.words(title)
                    if !names.contains(words) { names.append(words) }
                }
                return names
            }
        }
    }

    /// The positions of the films `selection` finds, in order.
    func positions(of selection: TMDBSearchQuery.Selection) -> [Int] {
        selections.positions(of: selection) {
            let names = names.value
            let found = movies.indices.filter { position in
                let movie = movies[position]
                return (selection.includeAdult || !movie.adult)
                    && (selection.year.map { movie.releaseYear == $0 } ?? true)
                    && TMDBSearchText.matches(selection.words, names[position])
            }
            let exact = Set(found.filter { TMDBSearchText.isExactly(selection.words, oneOf: names[$0]) })
            return found.sorted { a, b in
                if exact.contains(a) != exact.contains(b) { return exact.contains(a) }
                if movies[a].popularity != movies[b].popularity { return movies[a].popularity > movies[b].popularity }
                return movies[a].id < movies[b].id
            }
        }
    }
}
