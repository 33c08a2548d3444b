import Foundation

extension WebhookReading {
    /// What the body `source`'s webhook posted says.
    /// - Throws: ``WebhookPayloadError``, in words for a 400 answer, when it does not read as
    ///   that server's webhook.
    public static func read(
        _ body: Data, from source: WebhookSource, contentType: String?
    ) throws(WebhookPayloadError) -> WebhookReading {
        switch source {
        case .jellyfin: try JellyfinWebhook.read(body)
        case .plex: try PlexWebhook.read(body, contentType: contentType)
        }
    }
}
