import Foundation

/// A film a Jellyfin user has played, as `GET /Items` tells it, every field bounded and checked:
/// Jellyfin keeps per film only how often it was played and the last play's moment.
public struct JellyfinPlayedFilm: ServerFilm, Equatable {
    /// The longest title kept: a server's page of text as a title is cut there.
    public static let longestName = ServerFilmField.longestName
    /// The most plays believed of one film: a server that says a billion plays is not.
    public static let mostPlays = 1_000

    /// The item's id on the server.
    public var itemID: String
    public var name: String
    public var year: Int?
    /// TMDB's id, from `ProviderIds.Tmdb`, when it is a positive number.
    public var tmdbID: Int?
    /// IMDb's id, from `ProviderIds.Imdb`, when it reads as one (`tt` and 7 to 10 digits).
    public var imdbID: String?
    /// How many times it was played, at least 1 and at most ``mostPlays``.
    public var playCount: Int
    /// When the last play ended, if the server says.
    public var lastPlayed: Date?

    public init(
        itemID: String, name: String, year: Int?, tmdbID: Int?, imdbID: String?, playCount: Int, lastPlayed: Date?
    ) {
        self.itemID = itemID
        self.name = name
        self.year = year
        self.tmdbID = tmdbID
        self.imdbID = imdbID
        self.playCount = playCount
        self.lastPlayed = lastPlayed
    }
}

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
