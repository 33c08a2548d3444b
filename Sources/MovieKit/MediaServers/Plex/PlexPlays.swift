import Foundation

/// What a Plex account played, as ``MediaServerImport`` reads it (`movies import plex`): the
/// account's history, newest first, back to the plays the library knows, and the server's movie
/// sections, each play joined to its film by `ratingKey`.
///
/// Plex keeps each play with its own moment: each play of a film is its own viewing, on the day
/// it was played where you are (never the server's UTC day), named by the server's
/// `machineIdentifier`, the account, the item and the play's `historyKey` (``ServerPlay``).
/// Episodes and other accounts' plays are left out; the sections are not read when the history
/// holds no new play of a film.
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

    /// The films of the account's plays since the plays `known`, with a viewing for each play
    /// read; the sections are read only when a play is new.
    public func read(
        in timeZone: TimeZone, now: Date, known: KnownPlays
    ) async throws(MediaServerError) -> [(film: PlexFilm, viewings: [ServerViewing])] {
        let server = "plex:" + (try await client.machineIdentifier()).lowercased()
        let (plays, newItems) = try await filmPlays(on: server, known: known)
        guard !newItems.isEmpty else { return [] }
        let byItem = Dictionary(grouping: plays, by: \.ratingKey)
        return try await sectionFilms().compactMap { film in
            guard newItems.contains(film.itemID) else { return nil }
            return byItem[film.itemID].map { (film, viewings(of: $0, on: server, in: timeZone)) }
        }
    }

    /// The account's plays of films, newest first (``MediaServerPaging``), and the items of
    /// those the library does not know; an episode, or a play the server gives of another
    /// account, is left out. The history is read back to a page holding a known play and two
    /// days past the oldest new play, so that a new play's film has every play of its day read
    /// (a play on the day of one imported before is not taken for a viewing logged by hand).
    private func filmPlays(
        on server: String, known: KnownPlays
    ) async throws(MediaServerError) -> (plays: [PlexPlay], newItems: Set<String>) {
        let accountID = accountID
        let isOurs = { (play: PlexPlay) in play.isFilm && play.accountID == accountID }
        var (sawKnown, oldestNew, newItems) = (false, Date?.none, Set<String>())
        let plays = try await MediaServerPaging.readAll(
            server: client.serverName, what: "plays", key: \.historyKey,
            isLast: { page in
                let ours = page.filter(isOurs)
                let held = known.known(among: ours.map { Self.play($0, on: server, accountID: accountID) })
                for play in ours where !held.contains(Self.play(play, on: server, accountID: accountID)) {
                    newItems.insert(play.ratingKey)
                    oldestNew = min(oldestNew ?? play.viewedAt, play.viewedAt)
                }
                sawKnown = sawKnown || !held.isEmpty
                guard sawKnown, let oldestRead = page.map(\.viewedAt).min() else { return false }
                return oldestNew.map { oldestRead < $0.addingTimeInterval(-2 * 86_400) } ?? true
            },
            everyPage: known.holdsNone,
            page: { start throws(MediaServerError) in
                let page = try await client.plays(ofAccount: accountID, from: start)
                return .init(items: page.items, next: page.nextStart, total: page.total)
            }
        ).filter(isOurs)
        return (plays, newItems)
    }

    /// The play `play` is, as far as its viewing's id goes.
    private static func play(_ play: PlexPlay, on server: String, accountID: String) -> ServerPlay {
        ServerPlay(
            server: server, user: accountID, item: play.ratingKey, key: play.historyKey, itemKeys: [], isRewatch: false)
    }

    /// The films of every movie section, every page read (so asked ahead, ``MediaServerPaging``), each once.
    private func sectionFilms() async throws(MediaServerError) -> [PlexFilm] {
        var films: [PlexFilm] = []
        var seen = Set<String>()
        for section in try await client.movieSections() {
            films += try await MediaServerPaging.readAll(
                server: client.serverName, what: "films", key: \.itemID, everyPage: true
            ) { start throws(MediaServerError) in
                let page = try await client.films(inSection: section, from: start)
                return .init(items: page.items, next: page.nextStart, total: page.total)
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
