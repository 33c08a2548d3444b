import Foundation

/// A film of one of a Plex server's movie sections, as `GET /library/sections/{key}/all?
/// includeGuids=1` names it, every field bounded and checked.
public struct PlexFilm: ServerFilm, Equatable {
    /// Its `ratingKey`, which the history's plays name it by.
    public var itemID: String
    public var name: String
    public var year: Int?
    /// TMDB's id, from a `tmdb://` Guid.
    public var tmdbID: Int?
    /// IMDb's id, from an `imdb://` Guid.
    public var imdbID: String?
}

/// One play of Plex's history (`GET /status/sessions/history/all`): Plex keeps each play, with
/// its own moment, which is what makes it one viewing on its own day.
public struct PlexPlay: Sendable, Equatable {
    /// The play's own key (`/status/sessions/history/1234`).
    public var historyKey: String
    /// The item played.
    public var ratingKey: String
    /// Whether the item is a film (not an episode, a clip or a track).
    public var isFilm: Bool
    /// Whose play it is: the account's id on the server.
    public var accountID: String
    /// When it was played (`viewedAt`, Unix seconds).
    public var viewedAt: Date
}
