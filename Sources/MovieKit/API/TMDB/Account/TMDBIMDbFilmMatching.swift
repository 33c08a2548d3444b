import Foundation

/// Finds the TMDB film an IMDb id names through a source that finds films by IMDb id (TMDB's
/// `find/{imdb_id}`, ``TMDBMovieService``): how `movies account sync` carries a film of IMDb's to
/// a TMDB account.
public struct TMDBIMDbFilmMatching: IMDbFilmMatching {
    private let finder: any IMDbFilmFinding

    /// - Parameter finder: TMDB's service, asked without validators (each id once per sync).
    public init(finder: any IMDbFilmFinding) {
        self.finder = finder
    }

    /// The first film `find` names for `imdbID`, or `nil` when it names none. Throws
    /// ``AccountError/unreachable`` with no network, else what the service throws.
    public func tmdbFilm(imdbID: String) async throws -> AccountFilm? {
        let answer: Revalidation<[MovieSummary]>
        do {
            answer = try await finder.films(withIMDbID: imdbID, unlessMatching: nil)
        } catch .unreachable, .timedOut {
            throw AccountError.unreachable
        }
        guard case .modified(let films, _, _) = answer, let film = films.first else { return nil }
        return AccountFilm(tmdbID: film.id, title: film.title, year: film.year)
    }
}
