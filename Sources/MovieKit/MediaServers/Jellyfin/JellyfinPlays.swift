import Foundation

/// What a Jellyfin user played, as an import reads it (``ServerPlays``): the server's id, and
/// every page of the user's played films.
public struct JellyfinPlays: ServerPlays {
    /// The most pages read (of ``JellyfinClient/pageSize`` films): a server that pages on past
    /// them is not believed.
    static let mostPages = 500

    /// The server's client, with the connection's token.
    public let client: JellyfinClient
    /// The user linked, whose plays alone are read.
    public let userID: String

    public init(client: JellyfinClient, userID: String) {
        self.client = client
        self.userID = userID
    }

    /// `jellyfin:` and the server's id, lowercased.
    public func serverID() async throws(MediaServerError) -> String {
        "jellyfin:" + (try await client.serverID()).lowercased()
    }

    /// Every played film of the user, page by page, each item once (a page that shifted as a
    /// play came in between two requests may repeat one).
    /// - Throws: ``MediaServerError``; `badAnswer` for a server that pages on past ``mostPages``.
    public func playedFilms() async throws(MediaServerError) -> [ServerPlayedFilm] {
        var films: [ServerPlayedFilm] = []
        var seen = Set<String>()
        var start: Int? = 0
        var pages = 0
        while let from = start {
            guard pages < Self.mostPages else {
                throw .badAnswer(server: client.serverName, what: "more than \(Self.mostPages) pages of played films")
            }
            let page = try await client.playedFilms(userID: userID, from: from)
            films += page.films.filter { seen.insert($0.itemID).inserted }
            start = page.nextStart
            pages += 1
        }
        return films
    }
}
