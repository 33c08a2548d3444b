import Foundation

/// One page of a Jellyfin user's played films and where the next starts.
public struct JellyfinPlayedPage: Sendable, Equatable {
    /// The page's played films; other items (episodes, a film not played) are left out.
    public var films: [CountedFilm]
    /// How many items the page held, films or not.
    public var itemCount: Int
    /// How many items the server says match in all.
    public var total: Int
    /// Where the next page starts; `nil` after the last.
    public var nextStart: Int?
}
