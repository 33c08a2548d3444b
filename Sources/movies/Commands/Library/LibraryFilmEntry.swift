import MovieKit

/// An entry of your library that names one film: a film on your watchlist, a viewing, a rating.
/// ``LibraryListOptions/show(_:heading:_:read:render:)`` browses their films with `-i`.
protocol LibraryFilmEntry {
    var film: LibraryFilm { get }
}

extension WatchlistEntry: LibraryFilmEntry {}

extension Viewing: LibraryFilmEntry {}

extension FilmRating: LibraryFilmEntry {}
