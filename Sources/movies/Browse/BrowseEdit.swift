import MovieKit

/// A change to your library a picker's key asks for (`w`, `s`, `r`), made through the same
/// ``LibraryEditor`` use cases `watchlist add|remove`, `watched` and `rate` call.
enum BrowseEdit: Equatable, Sendable {
    /// Put on your watchlist (`on`), or taken off it.
    case watchlist(MovieSummary, on: Bool)
    /// Seen today, with your rating when one was given.
    case seen(MovieSummary, YourRating?)
    case rate(MovieSummary, YourRating)

    /// The film changed.
    var film: MovieSummary {
        switch self {
        case .watchlist(let film, _), .seen(let film, _), .rate(let film, _): film
        }
    }

    /// Makes the change with `editor`, the film found by its id through `service`, and says
    /// what it did in one line, as the commands say it.
    /// - Throws: ``LibraryEditError`` as the commands get it.
    func make(
        with editor: LibraryEditor, service: CachingMovieService
    ) async throws(LibraryEditError) -> String {
        let wanted = WantedFilm.id(film.id)
        switch self {
        case .watchlist(_, on: true):
            let change = try await editor.addToWatchlist(wanted, findingWith: service)
            let named = LibraryFilmText.named(change.film)
            return change.outcome == .added
                ? "Added \(named) to your watchlist." : "\(named) is on your watchlist already."
        case .watchlist(_, on: false):
            let change = try editor.removeFromWatchlist(wanted, of: service.catalogue.source)
            return "Took \(LibraryFilmText.named(change.film)) off your watchlist."
        case .seen(_, let rating):
            let logged = try await editor.logViewing(of: wanted, rating: rating, findingWith: service)
            let named = LibraryFilmText.named(logged.viewing.film)
            return "Logged \(named) seen today" + (rating.map { ", rated \($0)" } ?? "") + "."
        case .rate(_, let rating):
            let change = try await editor.rate(wanted, rating, findingWith: service)
            return "Rated \(LibraryFilmText.named(change.found.film)) \(rating)."
        }
    }
}
