import Foundation

/// What was played on a Kodi, as ``MediaServerImport`` reads it (`movies import kodi`): its films
/// (`VideoLibrary.GetMovies`), the last played first, back to the first page holding one whose
/// last play the library knows; the played ones.
///
/// Kodi keeps per film only a play count and the last play's local time, which give its
/// viewings as ``CountedFilm`` says (as Jellyfin's do): N plays, the last dated on its day
/// where you are, N − 1 without a day, each play imported once. That local time is read in the
/// zone of Kodi's device (given at `connect`), then its day in yours.
public struct KodiPlays: MediaServerPlayReader {
    let client: KodiClient
    let deviceTime: KodiLocalTime

    /// - Parameters:
    ///   - client: the Kodi's client, with the connection's user name and password.
    ///   - deviceZone: the zone Kodi's device keeps its clock in, as given at `connect`.
    public init(client: KodiClient, deviceZone: TimeZone) {
        self.client = client
        deviceTime = KodiLocalTime(zone: deviceZone)
    }

    /// The films played since the plays `known`, page by page (``MediaServerPaging``), with
    /// their viewings, made while the next page comes.
    public func read(
        in timeZone: TimeZone, now: Date, known: KnownPlays
    ) async throws(MediaServerError) -> [(film: CountedFilm, viewings: [ServerViewing])] {
        let (client, deviceTime) = (client, deviceTime)
        return try await MediaServerPaging.readAll(
            server: client.serverName, what: "films", key: \.itemID,
            isLast: { page in known.holdsAny(of: page.map { $0.lastPlay(on: client.identity, user: client.user) }) },
            everyPage: known.holdsNone,
            page: { start throws(MediaServerError) in
                let page = try await client.playedFilms(from: start, deviceTime: deviceTime)
                return .init(items: page.films, next: page.nextStart, total: page.total)
            },
            keep: { films in
                films.map { ($0, $0.viewings(on: client.identity, user: client.user, in: timeZone, now: now)) }
            }
        )
    }
}
