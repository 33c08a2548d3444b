/// The one rule by which a title a person typed names films of your library, for every command
/// and the picker (``TitleLookup`` for the commands that may look beyond your library,
/// ``LibraryEditor`` for those that look in it alone): the films titled exactly so (ignoring case
/// and accents; of the year, when given); else, typos forgiven, those whose title or original
/// title is the one typed but for about one edit in four letters (``FuzzyTitleMatch``), of about
/// its length (so "arival" is Arrival, while "dune" is not "Dune: Part Two"), best first. The
/// cache's films are forgiven by the same rule (``close(to:amongFound:)``).
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
        close(to: search, among: films, titles: { $0.title.map { [$0] } ?? [] }, year: \.year, votes: { _ in 0 })
    }

    /// The films of `films` (a search's, the cache's) whose title or original title is
    /// `search`'s but for a typo, by the same rule: best first, of as close the most voted.
    public static func close(to search: MovieSearch, amongFound films: [MovieSummary]) -> [MovieSummary] {
        close(
            to: search, among: films, titles: { [$0.title] + ($0.originalTitle.map { [$0] } ?? []) }, year: \.year,
            votes: { $0.voteCount ?? 0 })
    }

    private static func close<Film>(
        to search: MovieSearch, among films: [Film], titles: (Film) -> [String], year: (Film) -> Int?,
        votes: (Film) -> Int
    ) -> [Film] {
        let match = FuzzyTitleMatch(search.text)
        guard match.maximumEdits > 0 else { return [] }
        let typedLength = TitleGrams.normalized(search.text).count
        let scored = films.compactMap { film -> (film: Film, score: Double)? in
            guard search.year == nil || year(film) == search.year else { return nil }
            let scores = titles(film).compactMap { title -> Double? in
                guard abs(TitleGrams.normalized(title).count - typedLength) <= match.maximumEdits else { return nil }
                return match.score(title)
            }
            return scores.max().map { (film, $0) }
        }
        return scored.sorted { $0.score != $1.score ? $0.score > $1.score : votes($0.film) > votes($1.film) }
            .map(\.film)
    }
}
