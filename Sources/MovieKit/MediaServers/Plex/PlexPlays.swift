import Foundation

/// What a Plex account played, as ``MediaServerImport`` reads it (`movies import plex`): every
/// page of the account's history and of the server's movie sections, each play joined to its
/// film by `ratingKey`.
///
/// Plex keeps each play with its own moment: each play of a film is its own viewing, on the day
/// it was played where you are (never the server's UTC day), named by the server's
/// `machineIdentifier`, the account, the item and the play's `historyKey` (``ServerPlay``).
/// Episodes and other accounts' plays are left out; the sections are not read when the history
/// holds no film.
public struct PlexPlays: MediaServerPlayReader {
    let client: PlexClient
    let accountID: String

    /// - Parameters:
    ///   - client: the server's client, with the connection's token.
    ///   - accountID: the account linked, whose plays alone are read.
    public init(client: PlexClient, accountID: String) {
        self.client = client
        self.accountID = accountID
    }

    /// The films of the account's plays, with a viewing for each play.
    public func read(
        in timeZone: TimeZone, now: Date
    ) async throws(MediaServerError) -> [(film: PlexFilm, viewings: [ServerViewing])] {
        let server = "plex:" + (try await client.machineIdentifier()).lowercased()
        let plays = Dictionary(grouping: try await filmPlays(), by: \.ratingKey)
        guard !plays.isEmpty else { return [] }
        return try await sectionFilms().compactMap { film in
            plays[film.itemID].map { (film, viewings(of: $0, on: server, in: timeZone)) }
        }
    }

    /// The account's plays of films, every page of its history read (``MediaServerPaging``);
    /// an episode, or a play the server gives of another account, is left out.
    private func filmPlays() async throws(MediaServerError) -> [PlexPlay] {
        try await MediaServerPaging.readAll(server: client.serverName, what: "plays", key: \.historyKey) {
            start throws(MediaServerError) in
            let page = try await client.plays(ofAccount: accountID, from: start)
            return (page.items, page.nextStart)
        }.filter { $0.isFilm && $0.accountID == accountID }
    }

    /// The films of every movie section, every page read, each once.
    private func sectionFilms() async throws(MediaServerError) -> [PlexFilm] {
        var films: [PlexFilm] = []
        var seen = Set<String>()
        for section in try await client.movieSections() {
            films += try await MediaServerPaging.readAll(server: client.serverName, what: "films", key: \.itemID) {
                start throws(MediaServerError) in
                let page = try await client.films(inSection: section, from: start)
                return (page.items, page.nextStart)
            }.filter { seen.insert($0.itemID).inserted }
        }
        return films
    }

    /// The viewings a film's `plays` give: one per play, on its day where you are, the earliest
    /// first; every play after the first is a rewatch.
    private func viewings(of plays: [PlexPlay], on server: String, in timeZone: TimeZone) -> [ServerViewing] {
        let sorted = plays.sorted { ($0.viewedAt, $0.historyKey) < ($1.viewedAt, $1.historyKey) }
        let keys = sorted.map(\.historyKey)
        return sorted.enumerated().map { index, play in
            let day = LibraryValue.today(now: play.viewedAt, timeZone: timeZone)
            return ServerViewing(
                play: ServerPlay(
                    server: server, user: accountID, item: play.ratingKey, key: play.historyKey, itemKeys: keys,
                    isRewatch: index > 0),
                watchedOn: day, markedOn: day, changedAt: play.viewedAt)
        }
    }
}
