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

    /// Makes the change with `editor`, the film found by its id through `service`, sends it to a
    /// linked TMDB account as the commands send it (unless `offline`, when it waits for the next
    /// sync), and says what it did in one line, as the commands say it.
    /// - Throws: ``LibraryEditError`` as the commands get it.
    func make(
        with editor: LibraryEditor, service: CachingMovieService, offline: Bool
    ) async throws(LibraryEditError) -> String {
        let (said, changes, changed) = try await change(with: editor, service: service)
        let sent = await AccountSending.sendSaying(changes, of: changed, offline: offline)
        return said + (sent.map { " (\($0))" } ?? "")
    }

    /// Makes the change in your library: what to say, what to send to an account, of which film.
    private func change(
        with editor: LibraryEditor, service: CachingMovieService
    ) async throws(LibraryEditError) -> (String, [AccountChangeSender.Change], LibraryFilm) {
        let wanted = WantedFilm.id(film.id)
        switch self {
        case .watchlist(_, on: true):
            let change = try await editor.addToWatchlist(wanted, findingWith: service)
            let named = LibraryFilmText.named(change.film)
            return change.outcome == .added
                ? ("Added \(named) to your watchlist.", [.watchlist(true)], change.film)
                : ("\(named) is on your watchlist already.", [], change.film)
        case .watchlist(_, on: false):
            let change = try editor.removeFromWatchlist(wanted, of: service.catalogue.source)
            return ("Took \(LibraryFilmText.named(change.film)) off your watchlist.", [.watchlist(false)], change.film)
        case .seen(_, let rating):
            let logged = try await editor.logViewing(of: wanted, rating: rating, findingWith: service)
            let named = LibraryFilmText.named(logged.viewing.film)
            let changes: [AccountChangeSender.Change] =
                (rating.map { [.rating($0.value)] } ?? []) + (logged.leftWatchlist ? [.watchlist(false)] : [])
            let said = "Logged \(named) seen today" + (rating.map { ", rated \($0)" } ?? "") + "."
            return (said + Self.leftWatchlist(logged.leftWatchlist), changes, logged.film)
        case .rate(_, let rating):
            let change = try await editor.rate(wanted, rating, findingWith: service)
            let changes: [AccountChangeSender.Change] =
                [.rating(rating.value)] + (change.leftWatchlist ? [.watchlist(false)] : [])
            let rated = LibraryFilmText.rating(rating, replacing: change.replaced)
            let said = "Rated \(LibraryFilmText.named(change.found.film)) \(rated)."
            return (said + Self.leftWatchlist(change.leftWatchlist), changes, change.film)
        }
    }

    /// What the line adds when the film left your watchlist, as `rate` and `watched` say it.
    private static func leftWatchlist(_ left: Bool) -> String {
        left ? " Took it off your watchlist, seen." : ""
    }
}
