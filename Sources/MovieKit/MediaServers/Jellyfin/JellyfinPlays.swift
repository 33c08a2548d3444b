import Foundation

/// What a Jellyfin user played, as ``MediaServerImport`` reads it (`movies import jellyfin`):
/// every page of the user's played films.
///
/// Jellyfin keeps per film only a play count and the last play's moment: a film played N times
/// gives one viewing on the last play's day where you are (never the server's UTC day) and N − 1
/// without a day. Each is the viewing of one play (``ServerPlay``: server, user, item and play
/// number), so after one more play the import adds exactly one: the new play, dated; the play
/// that was dated before keeps its day.
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
    ) async throws(MediaServerError) -> [(film: JellyfinPlayedFilm, viewings: [ServerViewing])] {
        let server = "jellyfin:" + (try await client.serverID()).lowercased()
        let films = try await MediaServerPaging.readAll(server: client.serverName, what: "played films", key: \.itemID)
        {
            start throws(MediaServerError) in
            let page = try await client.playedFilms(userID: userID, from: start)
            return (page.films, page.nextStart)
        }
        return films.map { ($0, viewings(of: $0, on: server, in: timeZone, now: now)) }
    }

    /// The viewings `film` gives: one per play, the last on the day it ended where you are, the
    /// others without a day.
    private func viewings(
        of film: JellyfinPlayedFilm, on server: String, in timeZone: TimeZone, now: Date
    )
        -> [ServerViewing]
    {
        let day = film.lastPlayed.map { LibraryValue.today(now: $0, timeZone: timeZone) }
        let moment = film.lastPlayed ?? now
        let marked = LibraryValue.today(now: moment, timeZone: timeZone)
        return (1...film.playCount).map { number in
            ServerViewing(
                play: ServerPlay(server: server, user: userID, item: film.itemID, number: number),
                watchedOn: number == film.playCount ? day : nil, markedOn: marked, changedAt: moment)
        }
    }
}
