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

    /// Makes the change with `editor` (``LinkedLibraryEditor``: told to a linked TMDB account as
    /// the commands tell it), the film found by its id through `service`, and says what it did in
    /// one line, as the commands say it.
    /// - Throws: ``LibraryEditError`` as the commands get it.
    func make(
        with editor: LinkedLibraryEditor, service: CachingMovieService
    ) async throws(LibraryEditError) -> String {
        let (said, told) = try await change(with: editor, service: service)
        return said + (AccountToldText.short(told).map { " (\($0))" } ?? "")
    }

    /// Makes the change: what to say, and what the account was told.
    private func change(
        with linked: LinkedLibraryEditor, service: CachingMovieService
    ) async throws(LibraryEditError) -> (String, AccountTold) {
        let wanted = WantedFilm.id(film.id)
        switch self {
        case .watchlist(_, on: true):
            let edited = try await linked.edit { editor throws(LibraryEditError) in
                try await editor.addToWatchlist(wanted, findingWith: service)
            }
            let named = LibraryFilmText.named(edited.change.film)
            return edited.change.outcome == .added
                ? ("Added \(named) to your watchlist.", edited.told)
                : ("\(named) is on your watchlist already.", edited.told)
        case .watchlist(_, on: false):
            let edited = try await linked.edit { editor throws(LibraryEditError) in
                try editor.removeFromWatchlist(wanted, of: service.catalogue.source)
            }
            return ("Took \(LibraryFilmText.named(edited.change.film)) off your watchlist.", edited.told)
        case .seen(_, let rating):
            let edited = try await linked.edit { editor throws(LibraryEditError) in
                try await editor.logViewing(of: wanted, rating: rating, findingWith: service)
            }
            let logged = edited.change
            let named = LibraryFilmText.named(logged.viewing.film)
            let said = "Logged \(named) seen today" + (rating.map { ", rated \($0)" } ?? "") + "."
            return (said + Self.leftWatchlist(logged.leftWatchlist), edited.told)
        case .rate(_, let rating):
            let edited = try await linked.edit { editor throws(LibraryEditError) in
                try await editor.rate(wanted, rating, findingWith: service)
            }
            let change = edited.change
            let rated = LibraryFilmText.rating(rating, replacing: change.replaced)
            let said = "Rated \(LibraryFilmText.named(change.found.film)) \(rated)."
            return (said + Self.leftWatchlist(change.leftWatchlist), edited.told)
        }
    }

    /// What the line adds when the film left your watchlist, as `rate` and `watched` say it.
    private static func leftWatchlist(_ left: Bool) -> String {
        left ? " Took it off your watchlist, seen." : ""
    }
}
