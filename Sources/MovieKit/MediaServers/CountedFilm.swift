import Foundation

/// A film played on a server that keeps per film only how often it was played and the last
/// play's moment (Jellyfin's `GET /Items`, Kodi's `VideoLibrary.GetMovies`), rather than each
/// play with its own (Plex), every field bounded and checked.
public struct CountedFilm: ServerFilm, Equatable {
    /// The longest title kept: a server's page of text as a title is cut there.
    public static let longestName = ServerFilmField.longestName
    /// The most plays believed of one film: a server that says a billion plays is not.
    public static let mostPlays = 1_000

    /// The item's id on the server (Jellyfin's `Id`, Kodi's `movieid`).
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

    /// `count` as believed: at least 1 (a film said played was played), at most ``mostPlays``.
    static func believedPlays(_ count: Int?) -> Int {
        min(max(count ?? 1, 1), mostPlays)
    }

    /// The viewings the film's plays give, each the viewing of one play (``ServerPlay``: `server`,
    /// `user`, the item and the play's number): N plays give one viewing on the last play's day
    /// where you are (`timeZone`, never the server's UTC day) and N − 1 without a day. After one
    /// more play the next import adds exactly one: the new play, dated; the play that was dated
    /// before keeps its day. `now` stands for the last play's moment where the server gives none.
    func viewings(on server: String, user: String, in timeZone: TimeZone, now: Date) -> [ServerViewing] {
        let moment = lastPlayed ?? now
        let marked = LibraryValue.today(now: moment, timeZone: timeZone)
        // The last play's day is the day it was known on: the calendar is asked once.
        let day = lastPlayed == nil ? nil : marked
        return (1...max(playCount, 1)).map { number in
            ServerViewing(
                play: ServerPlay(server: server, user: user, item: itemID, number: number),
                watchedOn: number == playCount ? day : nil, markedOn: marked, changedAt: moment)
        }
    }

    /// Its last play (the number of its count) on `server` by `user`: the play an import of it
    /// at this count wrote, which a later play is not.
    func lastPlay(on server: String, user: String) -> ServerPlay {
        ServerPlay(server: server, user: user, item: itemID, number: playCount)
    }
}
