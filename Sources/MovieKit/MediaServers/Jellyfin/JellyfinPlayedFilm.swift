import Foundation

/// A film a Jellyfin user has played, as `GET /Items` tells it: a media server's played film.
public typealias JellyfinPlayedFilm = ServerPlayedFilm

/// One page of a user's played films and where the next starts.
public struct JellyfinPlayedPage: Sendable, Equatable {
    /// The page's played films; other items (episodes, a film not played) are left out.
    public var films: [JellyfinPlayedFilm]
    /// How many items the page held, films or not.
    public var itemCount: Int
    /// How many items the server says match in all.
    public var total: Int
    /// Where the next page starts; `nil` after the last.
    public var nextStart: Int?
}
