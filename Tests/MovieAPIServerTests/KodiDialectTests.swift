import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies-api --dialect kodi` answers `VideoLibrary.GetMovies` as Kodi does.
struct KodiDialectTests {
    /// The titles of `VideoLibrary.GetMovies`' page from 0 to `end`, sorted as `sort` says.
    static func titles(_ server: KodiTestServer, sort: String, end: Int) async throws -> [String] {
        let login = "\(KodiServerSettings.fixtureUser):\(KodiServerSettings.fixturePassword)"
        let call =
            #"{"jsonrpc":"2.0","id":1,"method":"VideoLibrary.GetMovies","params":{"properties":["title"],\#(sort)"limits":{"start":0,"end":\#(end)}}}"#
        let response = try await NetworkHelperTransport(timeout: 30).send(
            HTTPRequest(
                method: .post, url: server.baseURL.appendingPathComponent("jsonrpc"),
                headers: [
                    "Content-Type": "application/json",
                    "Authorization": "Basic \(Data(login.utf8).base64EncodedString())",
                ], body: Data(call.utf8)))
        let body = response.body
        let answer = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let movies = try #require((answer["result"] as? [String: Any])?["movies"] as? [[String: Any]])
        return movies.compactMap { $0["title"] as? String }
    }

    @Test func sortedByLastPlayedDescendingTheLastPlayedComesFirstAndTheUnplayedLast() async throws {
        try await withKodiServer { server in
            let films = server.library.films
            try #require(films.count >= 3)
            server.library.play(films[2].id, at: Date(timeIntervalSince1970: 1_795_000_000))
            server.library.play(films[1].id, at: Date(timeIntervalSince1970: 1_795_100_000))
            let sorted = try await Self.titles(
                server, sort: #""sort":{"method":"lastplayed","order":"descending"},"#, end: 3)
            #expect(sorted == [films[1].title, films[2].title, films[0].title])
            let unsorted = try await Self.titles(server, sort: "", end: 3)
            #expect(unsorted == films.prefix(3).map(\.title))
        }
    }

    @Test func theFixtureRouteForManyPlaysAddsFilmsKnownByTMDBIdEachPlayedOnce() async throws {
        try await withKodiServer { server in
            let demoFilms = server.library.films.count
            let route = "_kodi/played-films?count=3&at=2026-11-21T06:30:00Z&tmdb=300000"
            let added = try await NetworkHelperTransport(timeout: 30).send(
                HTTPRequest(method: .post, url: try #require(URL(string: route, relativeTo: server.baseURL))))
            #expect(added.status == 200)
            let films = server.library.films.dropFirst(demoFilms)
            #expect(films.map { $0.uniqueIDs["tmdb"] } == ["300000", "300001", "300002"])
            #expect(
                films.allSatisfy { $0.playCount == 1 && $0.lastPlayed == Date(timeIntervalSince1970: 1_795_242_600) })
            let refused = try await NetworkHelperTransport(timeout: 30).send(
                HTTPRequest(
                    method: .post,
                    url: try #require(URL(string: "_kodi/played-films?count=3", relativeTo: server.baseURL))))
            #expect(refused.status == 400)
        }
    }
}
