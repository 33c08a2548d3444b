import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies-api --dialect jellyfin` logs in, lists a user's played films and refuses what
/// Jellyfin 12 refuses, as a Jellyfin server does.
struct JellyfinDialectTests {
    private static let playedFilms =
        "Items?userId=%@&includeItemTypes=Movie&recursive=true&isPlayed=true&fields=ProviderIds&enableUserData=true"

    private static func json(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    private static func items(_ response: HTTPResponse) throws -> [[String: Any]] {
        try #require(try json(response)["Items"] as? [[String: Any]])
    }

    private static func moment(_ text: String) throws -> Date {
        try Date(text, strategy: .iso8601)
    }

    /// `GET /Items` for the fixture user with their token, `extra` after the usual query.
    private static func playedItems(
        _ server: JellyfinTestServer, token: String, query: String = playedFilms, extra: String = ""
    ) async throws -> HTTPResponse {
        let user = try #require(server.library.user(named: JellyfinServerSettings.fixtureUser))
        let full = String(format: query, user.id) + extra
        let path = String(full.prefix { $0 != "?" })
        return try await server.get(
            path, query: String(full.dropFirst(path.count + 1)),
            headers: ["Authorization": JellyfinTestServer.authorization(token: token)])
    }

    @Test func quickConnectLogsInTheUserWhoApprovedTheCodeOnce() async throws {
        try await withJellyfinServer { server in
            let client: HTTPHeaders = ["Authorization": JellyfinTestServer.clientAuthorization]
            let enabled = try await server.get("QuickConnect/Enabled")
            #expect(String(decoding: enabled.body, as: UTF8.self) == "true")
            let started = try Self.json(try await server.send(.post, "QuickConnect/Initiate", headers: client))
            let secret = try #require(started["Secret"] as? String)
            let code = try #require(started["Code"] as? String)
            #expect(started["Authenticated"] as? Bool == false)
            let waiting = try Self.json(try await server.get("QuickConnect/Connect", query: "secret=\(secret)"))
            #expect(waiting["Authenticated"] as? Bool == false)

            #expect(server.library.approveQuickConnect(code: code, userName: JellyfinServerSettings.fixtureUser))
            let approved = try Self.json(try await server.get("QuickConnect/Connect", query: "secret=\(secret)"))
            #expect(approved["Authenticated"] as? Bool == true)
            let login = #"{"Secret":"\#(secret)"}"#
            let result = try await server.send(
                .post, "Users/AuthenticateWithQuickConnect", headers: client, body: login)
            let answer = try Self.json(result)
            #expect(result.status == 200)
            #expect((answer["User"] as? [String: Any])?["Name"] as? String == JellyfinServerSettings.fixtureUser)
            #expect((answer["AccessToken"] as? String)?.isEmpty == false)
            let again = try await server.send(.post, "Users/AuthenticateWithQuickConnect", headers: client, body: login)
            #expect(again.status == 401)
        }
    }

    @Test func aQuickConnectRequestAskedAboutBeforeItsApprovalIsAnsweredAsThePersonApproves() async throws {
        try await withJellyfinServer { server in
            let client: HTTPHeaders = ["Authorization": JellyfinTestServer.clientAuthorization]
            let started = try Self.json(try await server.send(.post, "QuickConnect/Initiate", headers: client))
            let secret = try #require(started["Secret"] as? String)
            let code = try #require(started["Code"] as? String)
            async let asked = server.get("QuickConnect/Connect", query: "secret=\(secret)")
            try await Task.sleep(for: .milliseconds(200))
            #expect(server.library.approveQuickConnect(code: code, userName: JellyfinServerSettings.fixtureUser))
            #expect(try Self.json(try await asked)["Authenticated"] as? Bool == true)
        }
    }

    @Test func quickConnectAnswers401UntilApproved() async throws {
        try await withJellyfinServer { server in
            let client: HTTPHeaders = ["Authorization": JellyfinTestServer.clientAuthorization]
            let started = try Self.json(try await server.send(.post, "QuickConnect/Initiate", headers: client))
            let secret = try #require(started["Secret"] as? String)
            let early = try await server.send(
                .post, "Users/AuthenticateWithQuickConnect", headers: client, body: #"{"Secret":"\#(secret)"}"#)
            #expect(early.status == 401)
            #expect(try await server.send(.post, "QuickConnect/Initiate").status == 401)
        }
    }

    @Test func loggingInByNameGivesATokenForThatUserAndAWrongPassword401() async throws {
        try await withJellyfinServer { server in
            let token = try await server.fixtureToken()
            let me = try await server.get(
                "Users/Me", headers: ["Authorization": JellyfinTestServer.authorization(token: token)])
            #expect(try Self.json(me)["Name"] as? String == JellyfinServerSettings.fixtureUser)
            let wrong = try await server.send(
                .post, "Users/AuthenticateByName", headers: ["Authorization": JellyfinTestServer.clientAuthorization],
                body: #"{"Username":"fixture-viewer","Pw":"guess"}"#)
            #expect(wrong.status == 401)
        }
    }

    @Test func playedFilmsComePagedWithTheirIdsCountsAndSevenDigitDates() async throws {
        try await withJellyfinServer { server in
            let user = try #require(server.library.user(named: JellyfinServerSettings.fixtureUser)).id
            let films = server.library.items.filter { $0.type == "Movie" }
            server.library.play(films[0].id, user: user, at: try Self.moment("2026-11-21T06:30:00Z"))
            server.library.play(films[0].id, user: user, at: try Self.moment("2026-11-22T21:15:00Z"))
            server.library.play(films[1].id, user: user, at: try Self.moment("2026-11-23T10:00:00Z"))
            server.library.play(films[2].id, user: user, at: try Self.moment("2026-11-24T10:00:00Z"))
            let token = try await server.fixtureToken()

            let first = try await Self.playedItems(server, token: token, extra: "&startIndex=0&limit=2")
            let second = try await Self.playedItems(server, token: token, extra: "&startIndex=2&limit=2")
            #expect(try Self.json(first)["TotalRecordCount"] as? Int == 3)
            let page = try Self.items(first)
            #expect(page.map { $0["Name"] as? String } == [films[0].name, films[1].name])
            #expect(try Self.items(second).map { $0["Name"] as? String } == [films[2].name])
            #expect((page[0]["ProviderIds"] as? [String: String])?["Tmdb"] == "100001")
            #expect(page[0]["ProductionYear"] as? Int == 2016)
            let data = try #require(page[0]["UserData"] as? [String: Any])
            #expect(data["PlayCount"] as? Int == 2)
            #expect(data["Played"] as? Bool == true)
            #expect(data["LastPlayedDate"] as? String == "2026-11-22T21:15:00.0000000Z")
        }
    }

    @Test func sortedByDatePlayedDescendingTheLastPlayedComesFirst() async throws {
        try await withJellyfinServer { server in
            let user = try #require(server.library.user(named: JellyfinServerSettings.fixtureUser)).id
            let films = server.library.items.filter { $0.type == "Movie" }
            server.library.play(films[1].id, user: user, at: try Self.moment("2026-11-21T06:30:00Z"))
            server.library.play(films[0].id, user: user, at: try Self.moment("2026-11-22T21:15:00Z"))
            server.library.play(films[2].id, user: user, at: try Self.moment("2026-11-20T10:00:00Z"))
            server.library.play(films[1].id, user: user, at: try Self.moment("2026-11-23T10:00:00Z"))
            let token = try await server.fixtureToken()
            let sorted = try Self.items(
                try await Self.playedItems(
                    server, token: token, extra: "&sortBy=DatePlayed&sortOrder=Descending&startIndex=0&limit=2"))
            #expect(sorted.map { $0["Name"] as? String } == [films[1].name, films[0].name])
            let unsorted = try Self.items(try await Self.playedItems(server, token: token))
            #expect(unsorted.map { $0["Name"] as? String } == [films[0].name, films[1].name, films[2].name])
        }
    }

    @Test func episodesComeOnlyWhenTheTypesAllowThem() async throws {
        try await withJellyfinServer { server in
            let user = try #require(server.library.user(named: JellyfinServerSettings.fixtureUser)).id
            for item in server.library.items { server.library.play(item.id, user: user, at: Date()) }
            let token = try await server.fixtureToken()
            let films = try Self.items(try await Self.playedItems(server, token: token))
            let all = try Self.items(
                try await Self.playedItems(server, token: token, query: "Items?userId=%@&isPlayed=true"))
            #expect(films.allSatisfy { $0["Type"] as? String == "Movie" })
            #expect(films.count == 4)
            #expect(all.contains { $0["Type"] as? String == "Episode" })
            #expect(all.first?["UserData"] == nil)
        }
    }

    @Test func onlyTheTokensUserIsListedAndAnotherUsersIdIsForbidden() async throws {
        try await withJellyfinServer { server in
            let family = try #require(server.library.user(named: "fixture-family")).id
            let film = try #require(server.library.items.first).id
            server.library.play(film, user: family, at: Date())
            let token = try await server.fixtureToken()
            #expect(try Self.items(try await Self.playedItems(server, token: token)).isEmpty)
            let theirs = try await server.get(
                "Items", query: "userId=\(family)&isPlayed=true",
                headers: ["Authorization": JellyfinTestServer.authorization(token: token)])
            #expect(theirs.status == 403)
        }
    }

    @Test func markingPlayedStampsTheCurrentTimeAndUnplayedForgetsCountAndDate() async throws {
        let now = try Self.moment("2026-12-01T12:00:00Z")
        let library = JellyfinFixtureLibrary(now: { now })
        let user = library.addUser("someone", password: "pw")
        let film = library.addFilm("Iron Harbor", year: 2016)
        library.play(film, user: user, at: try Self.moment("2026-11-01T12:00:00Z"))
        library.markPlayed(film, user: user)
        #expect(library.userData(film, user: user) == .init(played: true, playCount: 2, lastPlayedDate: now))
        library.markUnplayed(film, user: user)
        #expect(library.userData(film, user: user) == .init())
    }

    @Test(
        arguments: [
            ("legacy header", ["X-Emby-Token": "TOKEN"], ""),
            ("legacy query", [:], "&api_key=TOKEN"),
            ("another scheme", ["Authorization": "Bearer TOKEN"], ""),
            ("no credential", [:], ""),
        ] as [(String, [String: String], String)])
    func refusesEveryCredentialButMediaBrowsersWith401(
        case: String, headers: [String: String], query: String
    )
        async throws
    {
        try await withJellyfinServer { server in
            let token = try await server.fixtureToken()
            let user = try #require(server.library.user(named: JellyfinServerSettings.fixtureUser)).id
            var sent: HTTPHeaders = [:]
            for (name, value) in headers { sent[name] = value.replacingOccurrences(of: "TOKEN", with: token) }
            let response = try await server.get(
                "Items", query: "userId=\(user)&isPlayed=true" + query.replacingOccurrences(of: "TOKEN", with: token),
                headers: sent)
            #expect(response.status == 401, "\(`case`)")
            let byApiKey = try await server.get("Items", query: "userId=\(user)&isPlayed=true&ApiKey=\(token)")
            #expect(byApiKey.status == 200)
        }
    }

    @Test func aRevokedTokenGets401() async throws {
        try await withJellyfinServer { server in
            let token = try await server.fixtureToken()
            #expect(try await Self.playedItems(server, token: token).status == 200)
            let revoked = try await server.send(.post, "_jellyfin/revoke-tokens")
            #expect(revoked.status == 200)
            #expect(try await Self.playedItems(server, token: token).status == 401)
        }
    }

    @Test func theFixtureRoutesPlayMarkAndApproveForAnotherProcess() async throws {
        try await withJellyfinServer { server in
            let film = try #require(server.library.items.first).id
            let user = JellyfinServerSettings.fixtureUser
            let played = try await server.send(
                .post, "_jellyfin/play", query: "item=\(film)&user=\(user)&at=2026-11-21T06:30:00Z")
            #expect(played.status == 200)
            let userID = try #require(server.library.user(named: user)).id
            #expect(server.library.userData(film, user: userID).playCount == 1)
            _ = try await server.send(.post, "_jellyfin/mark-unplayed", query: "item=\(film)&user=\(user)")
            #expect(server.library.userData(film, user: userID).played == false)
            let listing = String(decoding: try await server.get("_jellyfin/items").body, as: UTF8.self)
            #expect(listing.contains("\(film)\tMovie\tThe Paper Lantern"))
            let unknown = try await server.send(
                .post, "_jellyfin/quick-connect/approve", query: "code=000000&user=\(user)")
            #expect(unknown.status == 404)
        }
    }

    @Test func theFixtureRouteForManyPlaysAddsFilmsKnownByTMDBIdEachPlayedOnce() async throws {
        try await withJellyfinServer { server in
            let user = JellyfinServerSettings.fixtureUser
            let added = try await server.send(
                .post, "_jellyfin/played-films", query: "count=3&user=\(user)&at=2026-11-21T06:30:00Z&tmdb=300000")
            #expect(added.status == 200)
            let userID = try #require(server.library.user(named: user)).id
            let films = server.library.items.filter { $0.providerIds["Tmdb"]?.hasPrefix("30000") == true }
            #expect(films.map { $0.providerIds["Tmdb"] } == ["300000", "300001", "300002"])
            #expect(films.allSatisfy { server.library.userData($0.id, user: userID).playCount == 1 })
            let unknown = try await server.send(
                .post, "_jellyfin/played-films", query: "count=3&user=nobody&at=2026-11-21T06:30:00Z&tmdb=1")
            #expect(unknown.status == 400)
        }
    }
}
