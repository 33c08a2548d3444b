import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies-api --dialect plex` answers as a Plex Media Server does (its identity, accounts,
/// sections, films with Guids, and the history of every account, paged) and as plex.tv's PINs.
struct PlexDialectTests {
    /// `GET path?query` with `token`, asking for JSON; the `MediaContainer` it answered.
    private static func container(
        _ server: PlexTestServer, _ path: String, query: String = "", token: String
    ) async throws -> [String: Any] {
        let response = try await server.send(
            .get, path, query: query, headers: ["X-Plex-Token": token, "Accept": "application/json"])
        #expect(response.status == 200)
        let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        return try #require(object["MediaContainer"] as? [String: Any])
    }

    @Test func itsIdentityNeedsNoTokenAndEverythingElseDoes() async throws {
        try await withPlexServer { server in
            let identity = try await server.send(.get, "identity", headers: ["Accept": "application/json"])
            #expect(identity.status == 200)
            #expect(String(decoding: identity.body, as: UTF8.self).contains("machineIdentifier"))
            #expect(try await server.send(.get, "accounts").status == 401)
            #expect(try await server.send(.get, "accounts", headers: ["X-Plex-Token": "wrong"]).status == 401)
            let token = server.library.issueToken()
            let accounts = try await Self.container(server, "accounts", token: token)
            #expect(
                (accounts["Account"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == [
                    PlexServerSettings.fixtureOwner, PlexServerSettings.fixtureFamily,
                ])
            server.library.revokeTokens()
            #expect(try await server.send(.get, "accounts", headers: ["X-Plex-Token": token]).status == 401)
        }
    }

    @Test func withoutAskingForJSONItAnswersXML() async throws {
        try await withPlexServer { server in
            let response = try await server.send(.get, "identity")
            #expect(String(decoding: response.body, as: UTF8.self).hasPrefix("<?xml"))
        }
    }

    @Test func aMovieSectionsFilmsCarryTheirGuidsOnlyWhenAsked() async throws {
        try await withPlexServer { server in
            let token = server.library.issueToken()
            let sections = try await Self.container(server, "library/sections", token: token)
            let movie = (sections["Directory"] as? [[String: Any]])?.first { $0["type"] as? String == "movie" }
            let key = try #require(movie?["key"] as? String)
            let plain = try await Self.container(server, "library/sections/\(key)/all", query: "type=1", token: token)
            let films = try #require(plain["Metadata"] as? [[String: Any]])
            #expect(films.count == 4 && films.allSatisfy { $0["Guid"] == nil })
            let guided = try await Self.container(
                server, "library/sections/\(key)/all", query: "type=1&includeGuids=1", token: token)
            let lantern = (guided["Metadata"] as? [[String: Any]])?.first {
                $0["title"] as? String == "The Paper Lantern"
            }
            #expect(
                (lantern?["Guid"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [
                    "tmdb://100001", "imdb://tt9100001",
                ])
        }
    }

    @Test func theHistoryHoldsEveryAccountsPlaysNewestFirstPagedAndOneAccountsWhenAsked() async throws {
        try await withPlexServer { server in
            let token = server.library.issueToken()
            try server.play("The Paper Lantern", at: "2026-11-20T20:00:00Z")
            try server.play("Pilot", at: "2026-11-21T20:00:00Z")
            try server.play("Iron Harbor", by: PlexServerSettings.fixtureFamily, at: "2026-11-22T20:00:00Z")
            let all = try await Self.container(
                server, "status/sessions/history/all", query: "sort=viewedAt:desc", token: token)
            let plays = try #require(all["Metadata"] as? [[String: Any]])
            #expect(plays.compactMap { $0["title"] as? String } == ["Iron Harbor", "Pilot", "The Paper Lantern"])
            #expect(plays.compactMap { $0["type"] as? String } == ["movie", "episode", "movie"])
            #expect(plays.allSatisfy { ($0["historyKey"] as? String)?.hasPrefix("/status/sessions/history/") ?? false })
            let owners = try await Self.container(
                server, "status/sessions/history/all",
                query: "sort=viewedAt:desc&accountID=1&X-Plex-Container-Start=1&X-Plex-Container-Size=1", token: token)
            #expect(owners["totalSize"] as? Int == 2)
            #expect(
                (owners["Metadata"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["The Paper Lantern"]
            )
        }
    }

    @Test func theFixtureRouteForManyPlaysAddsFilmsKnownByTMDBIdEachPlayedOnceByTheAccount() async throws {
        try await withPlexServer { server in
            let owner = PlexServerSettings.fixtureOwner
            let added = try await server.send(
                .post, "_plex/played-films", query: "count=3&account=\(owner)&at=2026-11-21T06:30:00Z&tmdb=300000")
            #expect(added.status == 200)
            let films = server.library.items.filter { $0.guids.first?.hasPrefix("tmdb://30000") == true }
            #expect(films.map(\.guids) == [["tmdb://300000"], ["tmdb://300001"], ["tmdb://300002"]])
            let history = try await Self.container(
                server, "status/sessions/history/all", query: "sort=viewedAt:desc",
                token: server.library.issueToken())
            let plays = try #require(history["Metadata"] as? [[String: Any]])
            #expect(plays.compactMap { $0["accountID"] as? Int } == [1, 1, 1])
            #expect(Set(plays.compactMap { $0["ratingKey"] as? String }) == Set(films.map(\.ratingKey)))
            let unknown = try await server.send(
                .post, "_plex/played-films", query: "count=3&account=nobody&at=2026-11-21T06:30:00Z&tmdb=1")
            #expect(unknown.status == 400)
        }
    }

    @Test func aPINIsGivenItsTokenOnceAPersonApprovesIt() async throws {
        try await withPlexServer { server in
            let created = try await server.send(.post, "api/v2/pins", query: "strong=true")
            #expect(created.status == 201)
            let pin = try #require(try JSONSerialization.jsonObject(with: created.body) as? [String: Any])
            let id = try #require(pin["id"] as? Int), code = try #require(pin["code"] as? String)
            let waiting = try await server.send(.get, "api/v2/pins/\(id)")
            #expect(String(decoding: waiting.body, as: UTF8.self).contains(#""authToken":null"#))
            #expect(server.library.approvePIN(code: code))
            #expect(!server.library.approvePIN(code: code), "a PIN is approved once")
            let approved = try await server.send(.get, "api/v2/pins/\(id)")
            let state = try #require(try JSONSerialization.jsonObject(with: approved.body) as? [String: Any])
            let token = try #require(state["authToken"] as? String)
            #expect(try await server.send(.get, "accounts", headers: ["X-Plex-Token": token]).status == 200)
            #expect(try await server.send(.get, "api/v2/pins/1").status == 404)
        }
    }

    @Test func aPINAskedAboutBeforeItsApprovalIsGivenItsTokenAsThePersonApproves() async throws {
        try await withPlexServer { server in
            let created = try await server.send(.post, "api/v2/pins", query: "strong=true")
            let pin = try #require(try JSONSerialization.jsonObject(with: created.body) as? [String: Any])
            let id = try #require(pin["id"] as? Int), code = try #require(pin["code"] as? String)
            async let asked = server.send(.get, "api/v2/pins/\(id)")
            try await Task.sleep(for: .milliseconds(200))
            #expect(server.library.approvePIN(code: code))
            let answer = try await asked
            let state = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
            #expect(
                (state["authToken"] as? String)?.isEmpty == false, "\(String(decoding: answer.body, as: UTF8.self))")
        }
    }
}
