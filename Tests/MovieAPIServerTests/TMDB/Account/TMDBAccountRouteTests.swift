import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// The TMDB dialect's account routes, as TMDB's API v3 documents them: linking by an approved
/// request token, the lists 20 a page, the writes with their status codes.
struct TMDBAccountRouteTests {
    /// A request token, approved as a person would, turned into a session.
    static func session(on server: TMDBTestServer) async throws -> String {
        let token = try await requestToken(on: server)
        #expect(try await server.visit(approvalURL(server, token)).status == 200)
        let answer = try await server.send(.post, "authentication/session/new", body: #"{"request_token":"\#(token)"}"#)
        #expect(answer.status == 200)
        return try #require(object(answer.body)["session_id"] as? String)
    }

    static func requestToken(on server: TMDBTestServer) async throws -> String {
        let answer = try await server.send(.get, "authentication/token/new")
        #expect(answer.status == 200)
        let body = try object(answer.body)
        #expect(body["expires_at"] as? String != nil)
        return try #require(body["request_token"] as? String)
    }

    static func approvalURL(_ server: TMDBTestServer, _ token: String) throws -> URL {
        try #require(URL(string: "/authenticate/\(token)", relativeTo: server.baseURL)?.absoluteURL)
    }

    static func object(_ body: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }

    static func code(_ response: HTTPResponse) throws -> Int? {
        try object(response.body)["status_code"] as? Int
    }

    /// An answer's HTTP status and TMDB's `status_code`.
    struct Failure: Equatable {
        var status: Int
        var code: Int?
    }

    static func failure(_ response: HTTPResponse) throws -> Failure {
        Failure(status: response.status, code: try code(response))
    }

    @Test func aSessionComesOnlyFromAnApprovedTokenOnceWithCode17BeforeAnd33After() async throws {
        try await withTMDBServer(account: TMDBFixtureAccount(approvalHold: .zero)) { server in
            let token = try await Self.requestToken(on: server)
            let body = #"{"request_token":"\#(token)"}"#
            let early = try await server.send(.post, "authentication/session/new", body: body)
            #expect(try Self.failure(early) == Failure(status: 401, code: 17))
            #expect(try await server.visit(Self.approvalURL(server, token)).status == 200)
            #expect(try await server.send(.post, "authentication/session/new", body: body).status == 200)
            let again = try await server.send(.post, "authentication/session/new", body: body)
            #expect(try Self.failure(again) == Failure(status: 401, code: 33))
            let unknown = try await server.send(.post, "authentication/session/new", body: #"{"request_token":"nope"}"#)
            #expect(try Self.failure(unknown) == Failure(status: 401, code: 33))
        }
    }

    @Test func aSessionAskedForBeforeTheApprovalIsGivenAsThePersonApproves() async throws {
        try await withTMDBServer { server in
            let token = try await Self.requestToken(on: server)
            async let asked = server.send(
                .post, "authentication/session/new", body: #"{"request_token":"\#(token)"}"#)
            try await Task.sleep(for: .milliseconds(200))
            #expect(try await server.visit(Self.approvalURL(server, token)).status == 200)
            let answer = try await asked
            #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")
            #expect(try Self.object(answer.body)["session_id"] as? String != nil)
        }
    }

    @Test func anExpiredTokenIsRefusedWithCode33() async throws {
        try await withTMDBServer(account: TMDBFixtureAccount(tokenLifetime: 0)) { server in
            let token = try await Self.requestToken(on: server)
            #expect(try await server.visit(Self.approvalURL(server, token)).status == 404)
            let answer = try await server.send(
                .post, "authentication/session/new", body: #"{"request_token":"\#(token)"}"#)
            #expect(try Self.failure(answer) == Failure(status: 401, code: 33))
        }
    }

    @Test func theAccountNeedsAnOpenSessionAndTheAPIKey() async throws {
        try await withTMDBServer { server in
            let session = try await Self.session(on: server)
            let account = try await server.send(.get, "account", query: ["session_id": session])
            #expect(account.status == 200)
            #expect(try Self.object(account.body)["id"] as? Int == TMDBFixtureAccount.id)
            #expect(try Self.object(account.body)["username"] as? String == TMDBFixtureAccount.username)
            let noKey = try await server.send(.get, "account", query: ["session_id": session], credential: .none)
            #expect(try Self.failure(noKey) == Failure(status: 401, code: 7))
            let noSession = try await server.send(.get, "account", query: ["session_id": "nope"])
            #expect(try Self.failure(noSession) == Failure(status: 401, code: 3))
        }
    }

    @Test func anEndedOrDeletedSessionIsRefusedWithCode3() async throws {
        try await withTMDBServer { server in
            let first = try await Self.session(on: server)
            let deleted = try await server.send(.delete, "authentication/session", body: #"{"session_id":"\#(first)"}"#)
            #expect(deleted.status == 200)
            let afterDelete = try await server.send(.get, "account", query: ["session_id": first])
            #expect(try Self.failure(afterDelete) == Failure(status: 401, code: 3))
            let second = try await Self.session(on: server)
            server.account.endSessions()
            let afterEnd = try await server.send(.get, "account", query: ["session_id": second])
            #expect(try Self.failure(afterEnd) == Failure(status: 401, code: 3))
        }
    }

    @Test func theListsComeTwentyAPageOldestFirstOrNewestFirst() async throws {
        let catalogue = TMDBCatalogue(syntheticCount: 60, seed: 44)
        let ids = catalogue.movies.prefix(45).map(\.id)
        try await withTMDBServer(catalogue: catalogue) { server in
            server.account.seed(watchlist: ids, ratings: [ids[0]: 7.5, ids[1]: 10])
            let session = try await Self.session(on: server)
            let path = "account/\(TMDBFixtureAccount.id)/watchlist/movies"
            var seen: [Int] = []
            for page in 1...3 {
                let answer = try await server.send(.get, path, query: ["session_id": session, "page": String(page)])
                let body = try Self.object(answer.body)
                #expect(body["total_pages"] as? Int == 3 && body["total_results"] as? Int == 45)
                let results = try #require(body["results"] as? [[String: Any]])
                seen += results.compactMap { $0["id"] as? Int }
            }
            #expect(seen == ids)
            let newest = try await server.send(
                .get, path, query: ["session_id": session, "sort_by": "created_at.desc"])
            let results = try #require(try Self.object(newest.body)["results"] as? [[String: Any]])
            #expect(results.first?["id"] as? Int == ids.last)
            let rated = try await server.send(
                .get, "account/\(TMDBFixtureAccount.id)/rated/movies", query: ["session_id": session])
            let ratings = try #require(try Self.object(rated.body)["results"] as? [[String: Any]])
            #expect(ratings.map { $0["rating"] as? Double } == [7.5, 10])
        }
    }

    @Test func watchlistWritesAnswerCodes1Then12Then13() async throws {
        try await withTMDBServer { server in
            let session = try await Self.session(on: server)
            let path = "account/\(TMDBFixtureAccount.id)/watchlist"
            func change(_ on: Bool) async throws -> HTTPResponse {
                try await server.send(
                    .post, path, query: ["session_id": session],
                    body: #"{"media_type":"movie","media_id":100001,"watchlist":\#(on)}"#)
            }
            let added = try await change(true)
            #expect(try Self.failure(added) == Failure(status: 201, code: 1))
            #expect(try Self.code(try await change(true)) == 12)
            #expect(server.account.watchlist == [100001])
            let removed = try await change(false)
            #expect(try Self.failure(removed) == Failure(status: 200, code: 13))
            #expect(server.account.watchlist.isEmpty)
        }
    }

    @Test func ratingsKeepHalvesAndRefuseOtherValuesWith400Code18() async throws {
        try await withTMDBServer { server in
            let session = try await Self.session(on: server)
            func rate(_ value: String) async throws -> HTTPResponse {
                try await server.send(
                    .post, "movie/100001/rating", query: ["session_id": session], body: #"{"value":\#(value)}"#)
            }
            #expect(try Self.code(try await rate("7.5")) == 1)
            #expect(try Self.code(try await rate("8")) == 12)
            for bad in ["7.3", "0", "10.5"] {
                let refused = try await rate(bad)
                #expect(try Self.failure(refused) == Failure(status: 400, code: 18), "\(bad)")
            }
            #expect(server.account.ratings == [100001: 8])
            let states = try await server.send(.get, "movie/100001/account_states", query: ["session_id": session])
            #expect(try Self.object(states.body)["rated"] as? [String: Double] == ["value": 8])
            let removed = try await server.send(.delete, "movie/100001/rating", query: ["session_id": session])
            #expect(try Self.failure(removed) == Failure(status: 200, code: 13))
            let after = try await server.send(.get, "movie/100001/account_states", query: ["session_id": session])
            #expect(try Self.object(after.body)["rated"] as? Bool == false)
        }
    }

    @Test func aFilmTheCatalogueLacksIsRefusedWith404Code34() async throws {
        try await withTMDBServer { server in
            let session = try await Self.session(on: server)
            let answer = try await server.send(
                .post, "movie/999999999/rating", query: ["session_id": session], body: #"{"value":5}"#)
            #expect(try Self.failure(answer) == Failure(status: 404, code: 34))
        }
    }

    @Test func theFixturesOwnRouteSeedsAndReadsTheLists() async throws {
        try await withTMDBServer { server in
            let lists = server.baseURL.deletingLastPathComponent().appendingPathComponent("_account/lists")
            let transport = NetworkHelperTransport(timeout: 30)
            let seeded = try await transport.send(
                HTTPRequest(
                    method: .post, url: lists, body: Data(#"{"watchlist":[100001],"ratings":{"100001":6.5}}"#.utf8)))
            #expect(seeded.status == 200)
            #expect(server.account.watchlist == [100001] && server.account.ratings == [100001: 6.5])
            let read = try await server.visit(lists)
            let decoded = try JSONDecoder().decode(TMDBFixtureAccountLists.self, from: read.body)
            #expect(decoded.watchlist == [100001] && decoded.ratingsByID == [100001: 6.5])
        }
    }

    @Test func pastTheRateTheAccountRoutesAnswer429WithRetryAfter() async throws {
        var faults = ServerFaults()
        faults.clock = ManualClock()
        try await withTMDBServer(rate: 1, faults: faults) { server in
            #expect(try await server.send(.get, "authentication/token/new").status == 200)
            let refused = try await server.send(.get, "authentication/token/new")
            #expect(refused.status == 429 && refused.headers["Retry-After"] == "1")
        }
    }
}
