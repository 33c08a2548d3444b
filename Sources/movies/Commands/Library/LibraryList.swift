import MovieKit

/// The lists of your library that `watchlist`, `diary` and `ratings` print; each is named by its
/// heading when browsed with `-i`.
enum LibraryList: String {
    case watchlist, diary, ratings

    /// What ``LibraryCounts`` counts of it, for the note on other sources' entries.
    var counted: KeyPath<LibraryCounts, Int> {
        switch self {
        case .watchlist: \.watchlist
        case .diary: \.viewings
        case .ratings: \.ratings
        }
    }

    /// `source`'s entries of it in `library` (none without a library): their films, and the
    /// entries as a renderer writes them.
    func entries(
        in library: FilmLibrary?, of source: MovieSource
    ) throws(LibraryError) -> (films: [LibraryFilm], rendered: (LibraryRenderer) -> String) {
        switch self {
        case .watchlist:
            let entries = try library?.watchlist(of: source) ?? []
            return (entries.map(\.film), { $0.render(entries) })
        case .diary:
            let entries = try library?.diary(of: source) ?? []
            return (entries.map(\.film), { $0.render(entries) })
        case .ratings:
            let entries = try library?.ratings(of: source) ?? []
            return (entries.map(\.film), { $0.render(entries) })
        }
    }
}
