import Foundation

/// Reads what Plex posts to a webhook (Plex Pass; the server owner's account settings):
/// `multipart/form-data` whose `payload` part is JSON with `event` (`media.scrobble` once a film
/// is 90% played; `media.play`, `media.pause`, `media.stop`… are no plays), `Account.id`,
/// `Server.uuid`, and `Metadata` (`type` `movie`, `title`, `year`, `Guid[].id` such as
/// `tmdb://603` and `imdb://tt0133093`, `lastViewedAt` in Unix seconds).
enum PlexWebhook {
    static func read(_ body: Data, contentType: String?) throws(WebhookPayloadError) -> WebhookReading {
        guard let payload = try MultipartFormData(body, contentType: contentType).part(named: "payload") else {
            throw WebhookPayloadError("the form has no payload part")
        }
        let fields = try WebhookFields(json: payload, what: "the payload")
        guard let event = fields.text("event") else {
            throw WebhookPayloadError("the payload has no event: is it Plex's webhook?")
        }
        guard event == "media.scrobble" else { return .notAPlay("\(event), not a play to its end") }
        guard let metadata = fields.fields("Metadata") else { throw WebhookPayloadError("the payload has no Metadata") }
        guard let type = metadata.text("type") else { throw WebhookPayloadError("the Metadata has no type") }
        guard type == "movie" else { return .notAPlay("\(type), not a film") }
        guard let title = metadata.text("title") else { throw WebhookPayloadError("the film has no title") }
        var tmdbID: Int?
        var imdbID: String?
        for guid in metadata.array("Guid").compactMap({ $0.text("id") }) {
            if guid.hasPrefix("tmdb://") { tmdbID = tmdbID ?? WebhookFields.tmdbID(String(guid.dropFirst(7))) }
            if guid.hasPrefix("imdb://") { imdbID = imdbID ?? WebhookFields.imdbID(String(guid.dropFirst(7))) }
        }
        let viewed = metadata.integer("lastViewedAt").flatMap { $0 > 0 ? Date(timeIntervalSince1970: Double($0)) : nil }
        return .play(
            WebhookPlay(
                source: .plex, serverID: fields.fields("Server")?.text("uuid") ?? "",
                userID: fields.fields("Account")?.text("id"), title: title, year: metadata.integer("year"),
                tmdbID: tmdbID, imdbID: imdbID, moment: viewed))
    }
}
