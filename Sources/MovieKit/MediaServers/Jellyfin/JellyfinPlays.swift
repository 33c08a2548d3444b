import Foundation

/// What a Jellyfin user played, as ``MediaServerImport`` reads it (`movies import jellyfin`):
/// the user's played films, the last played first, back to the first page holding one whose last
/// play the library knows (a film played again since is not known at its new count).
///
/// Jellyfin keeps per film only a play count and the last play's moment, which give its viewings
/// as ``CountedFilm`` says: N plays, the last dated on its day where you are, N − 1 without
/// a day, each play imported once.
public struct JellyfinPlays: MediaServerPlayReader {
    let client: JellyfinClient
    let userID: String

    /// - Parameters:
    ///   - client: the server's client, with the connection's token.
    ///   - userID: the user linked, whose plays alone are read.
    public init(client: JellyfinClient, userID: String) {
        self.client = client
        self.userID = userID
    }

    /// The user's played films since the plays `known`, page by page (``MediaServerPaging``),
    /// with their viewings, made while the next page comes.
    public func read(
        in timeZone: TimeZone, now: Date, known: KnownPlays
    ) async throws(MediaServerError) -> [(film: CountedFilm, viewings: [ServerViewing])] {
        let (server, userID) = ("jellyfin:" + (try await client.serverID()).lowercased(), userID)
        return try await MediaServerPaging.readAll(
            server: client.serverName, what: "played films", key: \.itemID,
            isLast: { page in known.holdsAny(of: page.map { $0.lastPlay(on: server, user: userID) }) },
            everyPage: known.holdsNone,
            page: { start throws(MediaServerError) in
                let page = try await client.playedFilms(userID: userID, from: start)
                return .init(items: page.films, next: page.nextStart, total: page.total)
            },
            keep: { films in films.map { ($0, $0.viewings(on: server, user: userID, in: timeZone, now: now)) } }
        )
    }
}
