import Foundation

/// What was played on a Kodi, as ``MediaServerImport`` reads it (`movies import kodi`): every
/// page of its films (`VideoLibrary.GetMovies`), the played ones.
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

    /// Every played film, page by page (``MediaServerPaging``), with its viewings.
    public func read(
        in timeZone: TimeZone, now: Date
    ) async throws(MediaServerError) -> [(film: CountedFilm, viewings: [ServerViewing])] {
        let (client, deviceTime) = (client, deviceTime)
        let films = try await MediaServerPaging.readAll(server: client.serverName, what: "films", key: \.itemID) {
            start throws(MediaServerError) in
            let page = try await client.playedFilms(from: start, deviceTime: deviceTime)
            return (page.films, page.nextStart)
        }
        return films.map { ($0, $0.viewings(on: client.identity, user: client.user, in: timeZone, now: now)) }
    }
}
