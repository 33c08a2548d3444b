import Foundation

/// A TMDB account's watchlist and ratings, as a sync reads and writes them.
public protocol AccountLists: Sendable {
    /// Every film on the account's watchlist, every page read.
    func watchlist() async throws -> [AccountFilm]
    /// Every film the account rated, with its value (0.5–10 in halves), every page read.
    func ratings() async throws -> [AccountRating]
    /// Puts the film on the watchlist (`on`) or takes it off; already so is not an error.
    func setWatchlist(tmdbID: Int, on: Bool) async throws
    /// Rates the film `value` (0.5–10, a multiple of 0.5), replacing a rating it had.
    func rate(tmdbID: Int, value: Double) async throws
    /// Takes the film's rating away; none is not an error.
    func removeRating(tmdbID: Int) async throws
}

public struct AccountFilm: Sendable, Hashable {
    public var tmdbID: Int
    public var title: String
    public var year: Int?
}

public struct AccountRating: Sendable, Hashable {
    public var film: AccountFilm
    public var value: Double
    /// When the account rated it, where TMDB says (v4's `account_rating.created_at`); `nil` when unknown.
    public var ratedAt: Date?
}

/// What talking to the account can fail with, beyond the network (MovieServiceError's unreachable).
public enum AccountError: Error, Sendable, Equatable {
    case sessionEnded  // 401 status_code 3: "log in again", exit 77
    case notLinked  // no session kept: exit 77 with "movies account login"
    case refused(tmdbID: Int, status: Int, message: String)  // this film refused (set aside, named)
    case unreachable  // no network: exit 69, nothing changed
}
