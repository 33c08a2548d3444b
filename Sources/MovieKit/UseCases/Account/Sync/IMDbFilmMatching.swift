/// Finds the TMDB film an IMDb id names (TMDB's `find/{imdb_id}`): how a sync carries a film of your
/// library that is IMDb's (imported, or of `--source imdb`) to a TMDB account.
public protocol IMDbFilmMatching: Sendable {
    /// TMDB's film whose IMDb id is `imdbID`; `nil` when TMDB has none. Throws what the account's
    /// calls throw (``AccountError``, an unreachable network).
    func tmdbFilm(imdbID: String) async throws -> AccountFilm?
}
