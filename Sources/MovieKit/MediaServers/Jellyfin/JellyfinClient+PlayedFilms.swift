import Foundation

extension JellyfinClient {
    /// The most items asked for in one page.
    public static let pageSize = 200
    /// How often a page answered 429 or 5xx is asked again before giving up.
    static let pageAttempts = 3
    /// The longest wait before asking again, whatever `Retry-After` says.
    static let longestRetryWait = Duration.seconds(5)

    /// A page of the films `userID` has played (`GET /Items?userId=&includeItemTypes=Movie&
    /// recursive=true&isPlayed=true&fields=ProviderIds&enableUserData=true&startIndex=&limit=`),
    /// from `start`. An answer of 429 or 5xx is asked again, after its `Retry-After` (at most
    /// ``longestRetryWait``) or a second, up to ``pageAttempts`` times.
    /// - Throws: ``MediaServerError``: `tokenRefused` for a 401, `status` for another status or
    ///   429 and 5xx past the attempts, `badAnswer` for a body that does not read, `unreachable`.
    public func playedFilms(
        userID: String, from start: Int, limit: Int = JellyfinClient.pageSize
    ) async throws(MediaServerError) -> JellyfinPlayedPage {
        let query = [
            URLQueryItem(name: "userId", value: userID), URLQueryItem(name: "includeItemTypes", value: "Movie"),
            URLQueryItem(name: "recursive", value: "true"), URLQueryItem(name: "isPlayed", value: "true"),
            URLQueryItem(name: "fields", value: "ProviderIds"), URLQueryItem(name: "enableUserData", value: "true"),
            URLQueryItem(name: "startIndex", value: String(start)), URLQueryItem(name: "limit", value: String(limit)),
        ]
        var attempt = 1
        while true {
            let response = try await send(.get, "Items", query: query)
            if response.status == 429 || (500..<600).contains(response.status), attempt < Self.pageAttempts {
                attempt += 1
                try? await Task.sleep(for: Self.wait(before: response))
                continue
            }
            let page = try decode(ItemPage.self, from: response, what: "the played films")
            let items = page.items ?? []
            let next = start + items.count
            return JellyfinPlayedPage(
                films: items.compactMap(\.playedFilm), itemCount: items.count,
                total: max(page.totalRecordCount ?? 0, 0),
                nextStart: items.isEmpty || next >= (page.totalRecordCount ?? 0) ? nil : next)
        }
    }

    /// How long to wait before asking again after `response`: its `Retry-After` in seconds, at
    /// most ``longestRetryWait``, else a second.
    static func wait(before response: HTTPResponse) -> Duration {
        guard let text = response.headers["Retry-After"], let seconds = Int(text.trimmingCharacters(in: .whitespaces)),
            seconds >= 0
        else { return .seconds(1) }
        return min(.seconds(seconds), longestRetryWait)
    }

    /// `GET /Items`' answer; every field optional, so that one odd item leaves out itself alone.
    private struct ItemPage: Decodable {
        var items: [LenientItem]?
        var totalRecordCount: Int?

    }

    private struct Item: Decodable {
        var id: String?
        var name: String?
        var type: String?
        var productionYear: Int?
        var providerIds: [String: String?]?
        var userData: UserData?
    }

    private struct UserData: Decodable {
        var played: Bool?
        var playCount: Int?
        var lastPlayedDate: String?
    }

    /// An item that decodes as `nil` where it does not read, rather than failing its page.
    private struct LenientItem: Decodable {
        var item: Item?

        init(from decoder: any Decoder) throws {
            item = try? Item(from: decoder)
        }

        /// The played film the item is; `nil` for anything else, or a film without an id.
        var playedFilm: JellyfinPlayedFilm? {
            guard let item, item.type == "Movie", let id = item.id, !id.isEmpty, id.count <= 64,
                let data = item.userData, data.played == true
            else { return nil }
            let ids = item.providerIds ?? [:]
            let tmdb = ids.first { $0.key.lowercased() == "tmdb" }?.value.flatMap { Int($0) }.flatMap {
                $0 > 0 ? $0 : nil
            }
            let imdb = ids.first { $0.key.lowercased() == "imdb" }?.value.flatMap(Self.imdbID)
            return JellyfinPlayedFilm(
                itemID: id, name: String((item.name ?? "").prefix(JellyfinPlayedFilm.longestName)),
                year: item.productionYear.flatMap { (1870...2200).contains($0) ? $0 : nil }, tmdbID: tmdb,
                imdbID: imdb, playCount: min(max(data.playCount ?? 1, 1), JellyfinPlayedFilm.mostPlays),
                lastPlayed: data.lastPlayedDate.flatMap(JellyfinDate.read))
        }

        private static func imdbID(_ text: String) -> String? {
            let digits = text.dropFirst(2)
            guard text.hasPrefix("tt"), (7...10).contains(digits.count),
                digits.allSatisfy({ $0.isASCII && $0.isNumber })
            else { return nil }
            return text
        }
    }
}
