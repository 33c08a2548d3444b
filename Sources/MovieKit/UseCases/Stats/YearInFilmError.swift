/// Why ``YearInFilm`` could not count: your library, the cache or IMDb's import could not be
/// opened or read. Nothing is ever written to any of them.
public enum YearInFilmError: Error, Sendable, Equatable, CustomStringConvertible {
    case library(LibraryError)
    case cache(CacheError)
    case imdbImport(MovieServiceError)
    /// The files opened, but reading them together failed (`reason` says how).
    case unreadable(reason: String)

    public var description: String {
        switch self {
        case .library(let error): error.description
        case .cache(let error): error.description
        case .imdbImport(let error): error.description
        case .unreadable(let reason): "the statistics could not be read: \(reason)"
        }
    }
}
