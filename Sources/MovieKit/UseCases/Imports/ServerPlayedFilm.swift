import Foundation

/// A film a media server's user has played, as the server tells it, every field bounded and
/// checked: a server keeps per film only how often it was played and the last play's moment
/// (Jellyfin's `UserData`; ``ServerPlays`` hands them to an import).
public struct ServerPlayedFilm: Sendable, Equatable {
    /// The longest title kept: a server's page of text as a title is cut there.
    public static let longestName = 300
    /// The most plays believed of one film: a server that says a billion plays is not.
    public static let mostPlays = 1_000

    /// The item's id on the server.
    public var itemID: String
    public var name: String
    public var year: Int?
    /// TMDB's id, when it is a positive number.
    public var tmdbID: Int?
    /// IMDb's id, when it reads as one (`tt` and 7 to 10 digits).
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
