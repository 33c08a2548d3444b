import Foundation

/// What a Jellyfin user played, as ``MediaServerImport`` reads it (`movies import jellyfin`):
/// every page of the user's played films.
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

    /// Every played film of the user, page by page (``MediaServerPaging``), with its viewings.
    public func read(
        in timeZone: TimeZone, now: Date
    ) async throws(MediaServerError) -> [(film: CountedFilm, viewings: [ServerViewing])] {
        let server = "jellyfin:" + (try await client.serverID()).lowercased()
        let films = try await MediaServerPaging.readAll(server: client.serverName, what: "played films", key: \.itemID)
        {
            start throws(MediaServerError) in
            let page = try await client.playedFilms(userID: userID, from: start)
            return (page.films, page.nextStart)
        }
        return films.map { ($0, $0.viewings(on: server, user: userID, in: timeZone, now: now)) }
    }
}
