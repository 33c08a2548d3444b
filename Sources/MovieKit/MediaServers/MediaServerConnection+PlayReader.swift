import Foundation
import Logging

extension MediaServerConnection {
    /// The reader of what this connection's server played (``kind``'s own), its client made
    /// with the connection's address and secret, reading the user linked; requests go over
    /// `transport`, each logged to `logger` at debug level, secrets redacted.
    /// - Throws: ``MediaServerError/unreadableZone(kind:)`` for a Kodi connection whose device
    ///   zone is no zone this machine knows (with none saved, this machine's zone is taken).
    public func playReader(
        over transport: any HTTPTransport, logger: Logger?
    ) throws(MediaServerError) -> any MediaServerPlayReader {
        switch kind {
        case .jellyfin:
            return JellyfinPlays(
                client: JellyfinClient(
                    serverURL: serverURL, deviceID: deviceID, token: token, transport: transport, logger: logger),
                userID: userID)
        case .plex:
            return PlexPlays(
                client: PlexClient(
                    serverURL: serverURL, clientID: deviceID, token: token, transport: transport, logger: logger),
                accountID: userID)
        case .kodi:
            guard let deviceZone = TimeZone(identifier: timeZone ?? TimeZone.current.identifier) else {
                throw .unreadableZone(kind: kind)
            }
            return KodiPlays(
                client: KodiClient(
                    serverURL: serverURL, user: userName, password: token, transport: transport, logger: logger),
                deviceZone: deviceZone)
        }
    }
}
