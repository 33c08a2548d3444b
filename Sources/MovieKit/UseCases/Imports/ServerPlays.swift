import Foundation

/// What a media server tells of one user's plays, as ``LibraryImporting/importPlays(from:dryRun:timeZone:progress:)``
/// reads it: who the server is, whose plays they are, and every film the user played. A server's
/// import (Jellyfin's ``JellyfinPlays``) is one of these; the matching, the viewings each play
/// gives, and the writing are the use case's.
public protocol ServerPlays: Sendable {
    /// The user whose plays these are: their id on the server.
    var userID: String { get }

    /// The server as a play's viewing names it (``ServerPlay/server``): its kind and its own id,
    /// `jellyfin:4fe2…`, not its address, which may change.
    /// - Throws: ``MediaServerError`` when the server cannot be asked.
    func serverID() async throws(MediaServerError) -> String

    /// Every film the user played, each item once, in the server's order.
    /// - Throws: ``MediaServerError`` when they cannot be read whole (nothing is then written).
    func playedFilms() async throws(MediaServerError) -> [ServerPlayedFilm]
}
