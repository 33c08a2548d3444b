/// The one rule by which a title a person typed names films of your library, for every command
/// and the picker (``FilmFinder`` for the commands that may look beyond your library,
/// ``LibraryEditor`` for those that look in it alone): the films titled exactly so (ignoring case
/// and accents; of the year, when given); else, typos forgiven, those whose title or original
/// title is the one typed but for about one edit in four letters (``FuzzyTitleMatch``), of about
/// its length (so "arival" is Arrival, while "dune" is not "Dune: Part Two"), best first.
public enum YourFilmTitles {
    /// The films of `films` titled as `search` says (and of its year, when given).
    public static func titled(_ search: MovieSearch, among films: [LibraryFilm]) -> [LibraryFilm] {
        let title = TitleMatch.folded(search.text)
        return films.filter { film in
            film.title.map(TitleMatch.folded) == title && (search.year == nil || film.year == search.year)
        }
    }

    /// The films of `films` whose title is `search`'s but for a typo, best first (and of its year,
    /// when given); none titled exactly so should be among them (``titled(_:among:)`` first).
    public static func close(to search: MovieSearch, among films: [LibraryFilm]) -> [LibraryFilm] {
        let match = FuzzyTitleMatch(search.text)
        guard match.maximumEdits > 0 else { return [] }
        let typedLength = TitleGrams.normalized(search.text).count
        let scored = films.compactMap { film -> (film: LibraryFilm, score: Double)? in
            guard let title = film.title, search.year == nil || film.year == search.year,
                abs(TitleGrams.normalized(title).count - typedLength) <= match.maximumEdits,
                let score = match.score(title)
            else { return nil }
            return (film, score)
        }
        return scored.sorted { $0.score > $1.score }.map(\.film)
    }
}
