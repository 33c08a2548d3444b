import Foundation

/// A media server the person linked with `movies connect`: which kind, where, as which user,
/// and the secret that proves it (an access token: never printed, logged or put in argv).
public struct MediaServerConnection: Sendable, Codable, Equatable {
    /// The kinds of media server `movies` reads plays from.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case jellyfin
        case plex
        case kodi
    }

    /// What it is called in `movies connections` and `movies disconnect NAME`: its kind's name.
    public var name: String { kind.rawValue }
    public var kind: Kind
    /// The server's address, as given to `connect` (`http://host:8096/`, `http://host:32400/`).
    public var serverURL: URL
    /// The server's own name, as it gives it.
    public var serverName: String
    /// The user linked (Plex: the server's account, `1` its owner).
    public var userID: String
    public var userName: String
    /// The access token (Kodi's: the user's password); sent only to ``serverURL``'s origin.
    public var token: String
    /// The device id this copy of `movies` gives the server, the same at every request (Plex's
    /// client identifier).
    public var deviceID: String
    /// The zone the server writes its local times in (an IANA name: Kodi's `lastplayed`); `nil`
    /// for a server whose times carry their zone.
    public var timeZone: String?

    public init(
        kind: Kind, serverURL: URL, serverName: String, userID: String, userName: String, token: String,
        deviceID: String, timeZone: String? = nil
    ) {
        self.kind = kind
        self.serverURL = serverURL
        self.serverName = serverName
        self.userID = userID
        self.userName = userName
        self.token = token
        self.deviceID = deviceID
        self.timeZone = timeZone
    }
}
