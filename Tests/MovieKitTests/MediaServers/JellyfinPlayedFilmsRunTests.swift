import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `JellyfinClient.playedFilms` reads a user's played films page by page, against
/// `movies-api --dialect jellyfin` over loopback.
struct JellyfinPlayedFilmsRunTests {
    private let transport = NetworkHelperTransport(timeout: 30)

    private func client(_ server: JellyfinTestServer) async throws -> (JellyfinClient, String) {
        let token = try await server.fixtureToken()
        let user = try #require(server.library.userID(ofToken: token))
        return (
            JellyfinClient(serverURL: server.baseURL, deviceID: "device-1", token: token, transport: transport), user
        )
    }

    @Test func playedFilmsComePageByPageWithTheirIdsCountsAndLastDaysAndNoEpisode() async throws {
        try await withJellyfinServer { server in
            let (client, user) = try await client(server)
            let moment = try Date("2026-11-21T06:30:00Z", strategy: .iso8601)
            for item in server.library.items {
                server.library.play(item.id, user: user, at: moment)
            }
            let paper = try #require(server.library.items.first)
            server.library.play(paper.id, user: user, at: moment.addingTimeInterval(3600))

            var films: [CountedFilm] = []
            var start: Int? = 0
            var pages = 0
            while let from = start {
                let page = try await client.playedFilms(userID: user, from: from, limit: 2)
                films += page.films
                start = page.nextStart
                pages += 1
            }

            #expect(pages == 2)
            #expect(films.count == 4)
            #expect(
                films.first
                    == CountedFilm(
                        itemID: paper.id, name: "The Paper Lantern", year: 2016, tmdbID: 100_001, imdbID: "tt9100001",
                        playCount: 2, lastPlayed: moment.addingTimeInterval(3600)))
            #expect(films.map(\.name).contains("Iron Harbor") && !films.map(\.name).contains("Pilot"))
        }
    }

    @Test func anotherUsersPlaysAreNotYours() async throws {
        try await withJellyfinServer { server in
            let (client, user) = try await client(server)
            let family = try #require(server.library.user(named: "fixture-family"))
            let film = try #require(server.library.items.first)
            server.library.play(film.id, user: family.id, at: Date(timeIntervalSince1970: 1_800_000_000))
            let page = try await client.playedFilms(userID: user, from: 0)
            #expect(page.films.isEmpty && page.nextStart == nil)
        }
    }

    @Test func aRevokedTokenIsRefusedNamingMoviesConnect() async throws {
        try await withJellyfinServer { server in
            let (client, user) = try await client(server)
            server.library.revokeTokens()
            await #expect(throws: MediaServerError.tokenRefused(server: server.baseURL.absoluteString, kind: .jellyfin))
            {
                try await client.playedFilms(userID: user, from: 0)
            }
            #expect(
                MediaServerError.tokenRefused(server: "s", kind: .jellyfin).description.contains(
                    "movies connect jellyfin"))
        }
    }
}
