import Foundation

extension KodiClient {
    /// The most films asked for in one page.
    public static let pageSize = 200

    /// A page of the library's films from `start`, the last played first (`VideoLibrary.GetMovies`
    /// with the properties `title`, `year`, `playcount`, `lastplayed` and `uniqueid`, `sort {method:
    /// "lastplayed", order: "descending"}` and `limits {start, end}`), the
    /// played ones read as ``CountedFilm``s, their `lastplayed` read in `deviceTime`'s zone.
    /// - Throws: ``MediaServerError``: `tokenRefused` for a 401, `callFailed` for a JSON-RPC
    ///   error, `status`, `badAnswer` for a body that does not read, `unreachable`.
    func playedFilms(
        from start: Int, limit: Int = KodiClient.pageSize, deviceTime: KodiLocalTime
    ) async throws(MediaServerError) -> KodiFilmPage {
        let params = MoviesParams(limits: .init(start: start, end: start + limit))
        let page = try await call("VideoLibrary.GetMovies", params: params, as: MoviesPage.self, what: "the films")
        let movies = page.movies ?? []
        let next = start + movies.count
        return KodiFilmPage(
            films: movies.compactMap { $0.value?.playedFilm(deviceTime: deviceTime) },
            total: max(page.limits?.total ?? 0, 0),
            nextStart: movies.isEmpty || next >= (page.limits?.total ?? 0) ? nil : next)
    }

    private struct MoviesParams: Encodable, Sendable {
        struct Limits: Encodable, Sendable {
            var start: Int
            var end: Int
        }
        struct Sort: Encodable, Sendable {
            var method = "lastplayed"
            var order = "descending"
        }
        var properties = ["title", "year", "playcount", "lastplayed", "uniqueid"]
        var sort = Sort()
        var limits: Limits
    }

    /// `VideoLibrary.GetMovies`' result; Kodi leaves `movies` out when there are none, and one
    /// film that does not read leaves out itself alone.
    private struct MoviesPage: Decodable {
        struct Limits: Decodable {
            var total: Int?
        }
        var movies: [Lenient<Movie>]?
        var limits: Limits?
    }

    private struct Movie: Decodable {
        var movieid: Int?
        var title: String?
        var year: Int?
        var playcount: Int?
        var lastplayed: String?
        var uniqueid: UniqueIDs?

        /// The played film it is; `nil` for one never played (`playcount` 0) or without an id.
        func playedFilm(deviceTime: KodiLocalTime) -> CountedFilm? {
            guard let id = movieid, id > 0, let id = ServerFilmField.itemID(String(id)), let count = playcount,
                count > 0
            else { return nil }
            return CountedFilm(
                itemID: id, name: ServerFilmField.name(title), year: ServerFilmField.year(year),
                tmdbID: ServerFilmField.tmdbID(uniqueid?.ids.tmdb), imdbID: ServerFilmField.imdbID(uniqueid?.ids.imdb),
                playCount: CountedFilm.believedPlays(count), lastPlayed: lastplayed.flatMap(deviceTime.moment))
        }
    }

    /// `uniqueid`: its keys as Kodi writes them (`tmdb`, `imdb`), every value text.
    private struct UniqueIDs: Decodable {
        var ids: ProviderIDs

        init(from decoder: any Decoder) throws {
            ids = try ProviderIDs(from: decoder, ignoringCase: false, nullIsNoID: false)
        }
    }
}
