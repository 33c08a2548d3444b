import Foundation

/// The servers whose webhooks `movies listen` reads, each at a path of its own.
public enum WebhookSource: String, Sendable, CaseIterable, Hashable {
    case jellyfin
    case plex
}

/// A film played to its end, as a server's webhook tells it: which server and user, the film by
/// its ids, title and year, and when (``moment``; `nil` when the payload does not say).
public struct WebhookPlay: Sendable, Equatable {
    public var source: WebhookSource
    /// The server's own id (Jellyfin's `ServerId`, Plex's `Server.uuid`); empty when not given.
    public var serverID: String
    /// The user or account who played it (Jellyfin's `UserId`, Plex's `Account.id`); `nil` when not given.
    public var userID: String?
    public var title: String
    public var year: Int?
    public var tmdbID: Int?
    /// IMDb's id, `tt` and digits.
    public var imdbID: String?
    public var moment: Date?

    public init(
        source: WebhookSource, serverID: String, userID: String?, title: String, year: Int?, tmdbID: Int?,
        imdbID: String?, moment: Date?
    ) {
        self.source = source
        self.serverID = serverID
        self.userID = userID
        self.title = title
        self.year = year
        self.tmdbID = tmdbID
        self.imdbID = imdbID
        self.moment = moment
    }

    /// Whether the play is `user`'s: ids compared without case or dashes (Jellyfin writes a user's
    /// id with dashes in some places and without in others). A play that names no user is not.
    public func isOf(user: String) -> Bool {
        guard let userID else { return false }
        return Self.plain(userID) == Self.plain(user)
    }

    /// The film as an import names it: by TMDB's and IMDb's ids when given, else by title and year.
    public var film: ImportedFilm {
        ImportedFilm(
            title: title, year: year,
            match: tmdbID == nil && imdbID == nil ? .title : .ids(tmdb: tmdbID, imdb: imdbID))
    }

    private static func plain(_ id: String) -> String {
        id.lowercased().filter { $0 != "-" }
    }
}

/// What a webhook's body says.
public enum WebhookReading: Sendable, Equatable {
    /// A film played to its end.
    case play(WebhookPlay)
    /// Something else (a play started or paused, an episode, a song), and why it is left out.
    case notAPlay(String)
}

/// Why a webhook's body could not be read: the words of a 400 answer.
public struct WebhookPayloadError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
