import Foundation

/// Reads what was played on one kind of media server, whole, for ``MediaServerImport``: the
/// films played and, for each, the viewings its plays are. Each server keeps plays its own way
/// (Jellyfin a count and the last moment, Plex every play), which its reader alone knows.
public protocol MediaServerPlayReader: Sendable {
    /// A film as this server names it.
    associatedtype Film: ServerFilm

    /// The films played since the plays `known` (each once, with the viewings of its plays),
    /// their days where you are (`timeZone`); `now` stands for a play the server gives no moment
    /// of. The server is asked newest first, and read up to the first page holding a known play.
    /// - Throws: ``MediaServerError`` when the server cannot be read as far as that.
    func read(
        in timeZone: TimeZone, now: Date, known: KnownPlays
    ) async throws(MediaServerError) -> [(film: Film, viewings: [ServerViewing])]
}

/// The viewing one play of a server is: the play, and its day where you are (`nil` when the
/// server no longer says), the day it was known on and when it last changed.
public struct ServerViewing: Sendable, Equatable {
    public var play: ServerPlay
    public var watchedOn: Date?
    public var markedOn: Date
    public var changedAt: Date

    public init(play: ServerPlay, watchedOn: Date?, markedOn: Date, changedAt: Date) {
        self.play = play
        self.watchedOn = watchedOn
        self.markedOn = markedOn
        self.changedAt = changedAt
    }
}
