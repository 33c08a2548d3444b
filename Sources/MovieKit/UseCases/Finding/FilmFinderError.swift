/// Why ``FilmFinder`` found no film.
public enum FilmFinderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No film is titled so (of that year, when given) where the title was looked for:
    /// `whereLooked` says where, as a message says it ("on TMDB", "in the cache of TMDB");
    /// `searchFailure`, why the cached search stood in for the source's, when it did.
    case noFilmTitled(MovieSearch, whereLooked: String, searchFailure: MovieServiceError?)
    /// The source (`source`, its name) knows no film by IMDb's id `imdbID`.
    case noFilmWithIMDbID(String, source: String)
    /// The source failed (a search, a look-up, a film's page) and nothing cached stands in.
    case source(MovieServiceError)
    /// Your library could not be read.
    case library(LibraryError)
    /// The title was close to several films and the person asked chose none (``FilmChoice/cancelled``).
    case cancelled

    public var description: String {
        switch self {
        case .noFilmTitled(let search, let whereLooked, _):
            "no movie titled \"\(search.text)\"\(search.year.map { " from \($0)" } ?? "") \(whereLooked)"
        case .noFilmWithIMDbID(let imdbID, let source): "no film \(imdbID) on \(source)"
        case .source(let error): error.description
        case .library(let error): error.description
        case .cancelled: "no film chosen; nothing changed"
        }
    }
}
