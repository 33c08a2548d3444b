import Foundation

/// Bodies as media servers post them to a webhook: Plex's `multipart/form-data` (its `payload`
/// part's JSON, and a poster part after it, as Plex sends one with some events) and the JSON of
/// Jellyfin's Webhook plugin.
public enum WebhookPayloads {
    /// The boundary of the Plex forms made here.
    public static let plexBoundary = "------------------------movies0123456789"

    /// The `Content-Type` of the Plex forms made here.
    public static var plexContentType: String { "multipart/form-data; boundary=\(plexBoundary)" }

    /// Plex's form telling of `event` (`media.scrobble`, `media.stop`…) for an item of `type` by
    /// `title` and `year`, with `Guid`s of `tmdb` and `imdb` when given, played by `account` on `server`.
    public static func plex(
        event: String, type: String = "movie", title: String, year: Int, tmdb: Int? = nil, imdb: String? = nil,
        account: Int = 1, server: String = "plex-server-uuid-1", lastViewedAt: Int? = nil
    ) -> Data {
        var guids: [[String: Any]] = []
        if let imdb { guids.append(["id": "imdb://\(imdb)"]) }
        if let tmdb { guids.append(["id": "tmdb://\(tmdb)"]) }
        var metadata: [String: Any] = [
            "librarySectionType": "movie", "ratingKey": "1234", "type": type, "title": title, "year": year,
            "Guid": guids,
        ]
        if let lastViewedAt { metadata["lastViewedAt"] = lastViewedAt }
        let payload: [String: Any] = [
            "event": event, "user": true, "owner": true,
            "Account": ["id": account, "thumb": "https://plex.tv/users/1/avatar", "title": "ann"],
            "Server": ["title": "Home", "uuid": server],
            "Player": ["local": true, "title": "Living room", "uuid": "player-1"],
            "Metadata": metadata,
        ]
        let json = (try? JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])) ?? Data()
        return plexForm(payload: json)
    }

    /// A Plex form whose `payload` part is `payload`, as it is, with a poster part after it.
    public static func plexForm(payload: Data) -> Data {
        var body = Data()
        body += Data("--\(plexBoundary)\r\nContent-Disposition: form-data; name=\"payload\"\r\n".utf8)
        body += Data("Content-Type: application/json\r\n\r\n".utf8)
        body += payload
        body += Data("\r\n--\(plexBoundary)\r\n".utf8)
        body += Data("Content-Disposition: form-data; name=\"thumb\"; filename=\"poster.jpg\"\r\n".utf8)
        body += Data("Content-Type: image/jpeg\r\n\r\n".utf8)
        body += Data([0xFF, 0xD8, 0xFF, 0xE0, 0x0D, 0x0A, 0x2D, 0x2D, 0xFF, 0xD9])
        body += Data("\r\n--\(plexBoundary)--\r\n".utf8)
        return body
    }

    /// What Jellyfin's Webhook plugin posts with the template the guide gives: `fields` over a
    /// film played to its end, `name` of `year`, by `user` on `server`, at `moment`.
    public static func jellyfin(
        name: String, year: Int, tmdb: String = "", imdb: String = "", user: String = "user-1",
        server: String = "jellyfin-server-1", moment: String = "2026-12-04T20:30:00.0000000Z",
        _ fields: [String: Any] = [:]
    ) -> Data {
        var object: [String: Any] = [
            "NotificationType": "PlaybackStop", "ItemType": "Movie", "PlayedToCompletion": true, "Name": name,
            "Year": year, "Provider_tmdb": tmdb, "Provider_imdb": imdb, "UtcTimestamp": moment, "ServerId": server,
            "UserId": user, "NotificationUsername": "ann",
        ]
        object.merge(fields) { $1 }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
}
