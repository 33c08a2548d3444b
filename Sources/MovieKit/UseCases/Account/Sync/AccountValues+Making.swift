import Foundation

extension AccountFilm {
    /// TMDB's film `id` as an account names it, for callers outside MovieKit (tests, front ends).
    public init(tmdb id: Int, title: String, year: Int? = nil) {
        self.init(tmdbID: id, title: title, year: year)
    }
}

extension AccountRating {
    /// An account's rating of `film`, `value` (0.5–10 in halves), given at `ratedAt` when TMDB
    /// says, for callers outside MovieKit (tests, front ends).
    public init(of film: AccountFilm, value: Double, ratedAt: Date? = nil) {
        self.init(film: film, value: value, ratedAt: ratedAt)
    }
}
