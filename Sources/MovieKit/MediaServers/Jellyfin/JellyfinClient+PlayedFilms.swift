import Foundation

extension JellyfinClient {
    /// The most items asked for in one page.
    public static let pageSize = 200

    /// A page of the films `userID` has played, the last played first (`GET /Items?userId=&
    /// includeItemTypes=Movie&recursive=true&isPlayed=true&fields=ProviderIds&enableUserData=true&
    /// sortBy=DatePlayed&sortOrder=Descending&startIndex=&limit=`), from `start`. An answer of
    /// 429 or 5xx is asked again a few times (``MediaServerRequester/getPage(_:query:)``).
    /// - Throws: ``MediaServerError``: `tokenRefused` for a 401, `status` for another status or
    ///   429 and 5xx past the attempts, `badAnswer` for a body that does not read, `unreachable`.
    public func playedFilms(
        userID: String, from start: Int, limit: Int = JellyfinClient.pageSize
    ) async throws(MediaServerError) -> JellyfinPlayedPage {
        let query = [
            URLQueryItem(name: "userId", value: userID), URLQueryItem(name: "includeItemTypes", value: "Movie"),
            URLQueryItem(name: "recursive", value: "true"), URLQueryItem(name: "isPlayed", value: "true"),
            URLQueryItem(name: "fields", value: "ProviderIds"), URLQueryItem(name: "enableUserData", value: "true"),
            URLQueryItem(name: "sortBy", value: "DatePlayed"), URLQueryItem(name: "sortOrder", value: "Descending"),
            URLQueryItem(name: "startIndex", value: String(start)), URLQueryItem(name: "limit", value: String(limit)),
        ]
        let response = try await requester.getPage("Items", query: query)
        let page = try requester.decode(
            ItemPage.self, from: response, what: "the played films", decoder: JellyfinCoding.namedAsSent)
        let items = page.items ?? []
        let next = start + items.count
        return JellyfinPlayedPage(
            films: items.compactMap { $0.value?.playedFilm }, itemCount: items.count,
            total: max(page.totalRecordCount ?? 0, 0),
            nextStart: items.isEmpty || next >= (page.totalRecordCount ?? 0) ? nil : next)
    }

    /// `GET /Items`' answer; every field optional, so that one odd item leaves out itself alone.
    /// Its keys are Jellyfin's names, read as they are (``JellyfinCoding/namedAsSent``): a page
    /// of 200 items reads without a name made for each of their keys.
    private struct ItemPage: Decodable {
        var items: [Lenient<Item>]?
        var totalRecordCount: Int?

        enum CodingKeys: String, CodingKey {
            case items = "Items", totalRecordCount = "TotalRecordCount"
        }
    }

    private struct UserData: Decodable {
        var played: Bool?
        var playCount: Int?
        var lastPlayedDate: String?

        enum CodingKeys: String, CodingKey {
            case played = "Played", playCount = "PlayCount", lastPlayedDate = "LastPlayedDate"
        }
    }

    private struct Item: Decodable {
        var id: String?
        var name: String?
        var type: String?
        var productionYear: Int?
        var providerIds: IDs?
        var userData: UserData?

        enum CodingKeys: String, CodingKey {
            case id = "Id", name = "Name", type = "Type", productionYear = "ProductionYear"
            case providerIds = "ProviderIds", userData = "UserData"
        }

        /// The played film the item is; `nil` for anything else, or a film without an id.
        var playedFilm: CountedFilm? {
            guard type == "Movie", let id = ServerFilmField.itemID(id), let data = userData, data.played == true
            else { return nil }
            return CountedFilm(
                itemID: id, name: ServerFilmField.name(name), year: ServerFilmField.year(productionYear),
                tmdbID: ServerFilmField.tmdbID(providerIds?.ids.tmdb),
                imdbID: ServerFilmField.imdbID(providerIds?.ids.imdb),
                playCount: CountedFilm.believedPlays(data.playCount),
                lastPlayed: data.lastPlayedDate.flatMap(JellyfinDate.read))
        }
    }

    /// `ProviderIds`: its keys in any case (`Tmdb`, `TMDB`), a null value no id.
    private struct IDs: Decodable {
        var ids: ProviderIDs

        init(from decoder: any Decoder) throws {
            ids = try ProviderIDs(from: decoder, ignoringCase: true, nullIsNoID: true)
        }
    }
}
