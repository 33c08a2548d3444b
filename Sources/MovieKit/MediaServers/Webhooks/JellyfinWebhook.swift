import Foundation

/// Reads what Jellyfin's Webhook plugin posts (a "Generic" destination; the template, or "Send All
/// Properties", gives the plugin's names): `NotificationType` `PlaybackStop`, `ItemType` `Movie`,
/// `PlayedToCompletion` true, `Name`, `Year`, `Provider_tmdb`, `Provider_imdb`, `UtcTimestamp`,
/// `ServerId` and `UserId`. A stop before the end, a start, an episode or a song is no play.
enum JellyfinWebhook {
    static func read(_ body: Data) throws(WebhookPayloadError) -> WebhookReading {
        let fields = try WebhookFields(json: body, what: "the body")
        guard let event = fields.text("NotificationType") else {
            throw WebhookPayloadError("the body has no NotificationType: is it Jellyfin's webhook?")
        }
        guard event == "PlaybackStop" else { return .notAPlay("\(event), not the end of a play") }
        guard let type = fields.text("ItemType") else { throw WebhookPayloadError("the body has no ItemType") }
        guard type == "Movie" else { return .notAPlay("\(type), not a film") }
        guard fields.flag("PlayedToCompletion") == true else { return .notAPlay("stopped before the end") }
        let tmdbID = WebhookFields.tmdbID(fields.text("Provider_tmdb"))
        let imdbID = WebhookFields.imdbID(fields.text("Provider_imdb"))
        let title = fields.text("Name")
        guard let title, !title.isEmpty else {
            throw WebhookPayloadError("the film has no Name")
        }
        return .play(
            WebhookPlay(
                source: .jellyfin, serverID: fields.text("ServerId") ?? "", userID: fields.text("UserId"),
                title: title, year: fields.integer("Year"), tmdbID: tmdbID, imdbID: imdbID,
                moment: fields.text("UtcTimestamp").flatMap(JellyfinDate.read)))
    }
}
