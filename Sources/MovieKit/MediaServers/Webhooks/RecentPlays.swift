import Foundation

/// The plays counted lately, so that the same film from the same server within ``window`` counts
/// once: Plex sends `media.scrobble` and more events of the same play, Jellyfin's plugin may post
/// twice. Plays further apart are rewatches, each counted.
public struct RecentPlays: Sendable {
    /// How far apart two plays of a film must be to count twice: 6 hours.
    public static let window: TimeInterval = 6 * 3_600

    private struct Key: Hashable {
        let source: WebhookSource
        let server: String
        let film: String
    }

    private var counted: [Key: Date] = [:]

    public init() {}

    /// Whether `play`, at `moment`, is one counted already: the same film from the same server
    /// counted less than ``window`` before or after it.
    public func alreadyCounted(_ play: WebhookPlay, at moment: Date) -> Bool {
        guard let last = counted[Self.key(play)] else { return false }
        return abs(moment.timeIntervalSince(last)) < Self.window
    }

    /// Remembers that `play` was counted at `moment`, and forgets the plays counted further back
    /// than ``window`` before it, so that what is kept stays small.
    public mutating func count(_ play: WebhookPlay, at moment: Date) {
        counted = counted.filter { moment.timeIntervalSince($0.value) < Self.window }
        counted[Self.key(play)] = moment
    }

    /// The film by TMDB's id, else IMDb's, else its title (any case) and year.
    private static func key(_ play: WebhookPlay) -> Key {
        let film =
            play.tmdbID.map { "tmdb:\($0)" } ?? play.imdbID.map { "imdb:\($0)" }
            ?? "title:\(play.title.lowercased()):\(play.year.map(String.init) ?? "")"
        return Key(source: play.source, server: play.serverID, film: film)
    }
}
