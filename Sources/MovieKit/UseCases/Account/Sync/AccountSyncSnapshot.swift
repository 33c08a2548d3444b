import Foundation

/// What a sync reads of your library, in one read: your TMDB films' watchlist entries and ratings
/// (and those of other sources' films, to match or count), when each rating changed or was taken
/// away, and what the sync remembers (``LibrarySchemaV5``).
struct AccountSyncSnapshot: Sendable {
    /// One film of the library as the sync sees it.
    struct Film: Sendable, Hashable {
        var film: LibraryFilm
        var holding: AccountSyncHolding
        /// When its rating last changed, if it has one.
        var ratingChangedAt: Date?
    }

    /// Every film with a watchlist entry or a rating, every source's.
    var films: [Film]
    /// When each film's rating was taken away (its tombstone).
    var ratingRemovals: [LibraryFilm: Date]
    /// The films your diary has a viewing of.
    var seen: Set<LibraryFilm> = []
    /// What the sync remembers of each TMDB film, by its id.
    var memory: [Int: AccountSyncFilmRecord]
    /// The TMDB film each IMDb id asked about names (`nil`: none).
    var matches: [String: Int?]
    /// When the last sync ended, if one has.
    var lastSyncAt: Date?
    /// What the guard counts since the last sync you confirmed; empty before the first.
    var guardTallies: [AccountSyncGuard.Tally] = []

    /// The TMDB id `film` is carried as: its own, a TMDB film's; the one its IMDb id was matched
    /// to; `nil` for a film left out (or not matched yet).
    func tmdbID(of film: LibraryFilm) -> Int? {
        if film.source.described.filmIDs == .tmdbNumbers, let id = film.id { return id }
        guard let imdbID = film.imdbID, let match = matches[imdbID] else { return nil }
        return match
    }

    /// The IMDb ids of films not TMDB's that were never asked about.
    var unmatchedIMDbIDs: Set<String> {
        Set(
            films.compactMap { entry in
                guard tmdbID(of: entry.film) == nil, let imdbID = entry.film.imdbID, matches[imdbID] == nil else {
                    return nil
                }
                return imdbID
            })
    }
}
