import Foundation
import Logging
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// MovieKit's client of a TMDB account, against `movies-api --dialect tmdb` over loopback.
struct TMDBAccountListsRunTests {
    static func client(_ server: TMDBTestServer, logger: Logger = Logger(label: "test")) -> APIClient {
        APIClient.tmdb(
            baseURL: server.baseURL, credential: .apiKey(TMDBFixtureCredentials.apiKey),
            transport: NetworkHelperTransport(timeout: 30), retryPolicy: TMDBAccountLists.retryPolicy, logger: logger)
    }

    /// A fixture account that refuses a waiting token's session at once, with no hold for its
    /// approval: ``linked(_:logger:)`` asks before it approves, to see the refusal.
    static var refusingAtOnce: TMDBFixtureAccount { TMDBFixtureAccount(approvalHold: .zero) }

    /// An account linked as `movies account login` links it, the token approved in process.
    static func linked(
        _ server: TMDBTestServer, logger: Logger = Logger(label: "test")
    ) async throws
        -> TMDBAccountSession
    {
        let linking = TMDBAccountLinking(client: client(server, logger: logger))
        let token = try await linking.requestToken()
        #expect(try await linking.session(for: token.token) == .waiting)
        #expect(server.account.approve(requestToken: token.token))
        guard case .session(let session) = try await linking.session(for: token.token) else {
            throw AccountError.notLinked
        }
        return try await linking.account(session: session)
    }

    static func lists(
        _ server: TMDBTestServer, logger: Logger = Logger(label: "test")
    ) async throws
        -> TMDBAccountLists
    {
        TMDBAccountLists(client: client(server, logger: logger), session: try await linked(server, logger: logger))
    }

    @Test func linkingNamesTheAccountAndTheAPIItWasMadeWith() async throws {
        try await withTMDBServer(account: Self.refusingAtOnce) { server in
            let session = try await Self.linked(server)
            #expect(session.accountID == TMDBFixtureAccount.id && session.username == TMDBFixtureAccount.username)
            #expect(session.apiURL == server.baseURL)
        }
    }

    @Test func theApprovalURLIsTMDBsWebsiteForTMDBAndTheAPIsOwnOriginElse() async throws {
        let tmdb = TMDBAccountLinking(
            client: APIClient(baseURL: TMDBMovieService.defaultBaseURL, transport: StubTransport(body: "")))
        #expect(tmdb.approvalURL(for: "abc").absoluteString == "https://www.themoviedb.org/authenticate/abc")
        let fixture = TMDBAccountLinking(
            client: APIClient(
                baseURL: try #require(URL(string: "http://127.0.0.1:8080/3/")), transport: StubTransport(body: "")))
        #expect(fixture.approvalURL(for: "abc").absoluteString == "http://127.0.0.1:8080/authenticate/abc")
    }

    @Test func readsEveryPageOfBothListsKeepingExactRatings() async throws {
        let catalogue = TMDBCatalogue(syntheticCount: 80, seed: 44)
        let ids = catalogue.movies.prefix(47).map(\.id)
        try await withTMDBServer(catalogue: catalogue, account: Self.refusingAtOnce) { server in
            let ratings = Dictionary(
                uniqueKeysWithValues: ids.prefix(23).enumerated().map { ($1, 0.5 + Double($0 % 20) / 2) })
            server.account.seed(watchlist: ids, ratings: ratings)
            let lists = try await Self.lists(server)
            let watchlist = try await lists.watchlist()
            #expect(watchlist.map(\.tmdbID) == ids)
            #expect(watchlist.allSatisfy { !$0.title.isEmpty })
            let read = try await lists.ratings()
            #expect(Dictionary(uniqueKeysWithValues: read.map { ($0.film.tmdbID, $0.value) }) == ratings)
        }
    }

    @Test func writesReachTheAccountAndRepeatingThemIsNoError() async throws {
        try await withTMDBServer(account: Self.refusingAtOnce) { server in
            let lists = try await Self.lists(server)
            try await lists.setWatchlist(tmdbID: 100001, on: true)
            try await lists.setWatchlist(tmdbID: 100001, on: true)
            #expect(server.account.watchlist == [100001])
            try await lists.setWatchlist(tmdbID: 100001, on: false)
            try await lists.setWatchlist(tmdbID: 100001, on: false)
            #expect(server.account.watchlist.isEmpty)
            try await lists.rate(tmdbID: 100001, value: 7.5)
            #expect(server.account.ratings == [100001: 7.5])
            try await lists.removeRating(tmdbID: 100001)
            try await lists.removeRating(tmdbID: 100001)
            #expect(server.account.ratings.isEmpty)
        }
    }

    @Test func aFilmTMDBRefusesIsNamedWithItsStatusAndWords() async throws {
        try await withTMDBServer(account: Self.refusingAtOnce) { server in
            let lists = try await Self.lists(server)
            await #expect(
                throws: AccountError.refused(
                    tmdbID: 100001, status: 400,
                    message: "Value invalid: Values must be a multiple of 0.50 from 0.5 to 10.")
            ) {
                try await lists.rate(tmdbID: 100001, value: 7.3)
            }
            await #expect {
                try await lists.setWatchlist(tmdbID: 999_999_999, on: true)
            } throws: { error in
                guard case AccountError.refused(999_999_999, 404, _) = error else { return false }
                return true
            }
        }
    }

    @Test func aSessionEndedAtTMDBIsSessionEnded() async throws {
        try await withTMDBServer(account: Self.refusingAtOnce) { server in
            let lists = try await Self.lists(server)
            server.account.endSessions()
            await #expect(throws: AccountError.sessionEnded) { try await lists.watchlist() }
            await #expect(throws: AccountError.sessionEnded) { try await lists.rate(tmdbID: 100001, value: 6) }
        }
    }

    @Test func aRefusedKeyIsTheCredentialsFailureNotTheSessions() async throws {
        try await withTMDBServer(account: Self.refusingAtOnce) { server in
            let session = try await Self.linked(server)
            let client = APIClient.tmdb(
                baseURL: server.baseURL, credential: .apiKey("0000000000000000000000000000dead"),
                transport: NetworkHelperTransport(timeout: 30), retryPolicy: TMDBAccountLists.retryPolicy)
            await #expect {
                try await TMDBAccountLists(client: client, session: session).watchlist()
            } throws: { error in
                guard case MovieServiceError.authenticationFailed = error else { return false }
                return true
            }
        }
    }

    @Test func waitsOutA429AndItsRetryAfterThenReadsEverything() async throws {
        let catalogue = TMDBCatalogue(syntheticCount: 80, seed: 44)
        let ids = catalogue.movies.prefix(70).map(\.id)
        try await withTMDBServer(catalogue: catalogue, rate: 2, account: Self.refusingAtOnce) { server in
            server.account.seed(watchlist: ids, ratings: [:])
            let lists = try await Self.lists(server)
            #expect(try await lists.watchlist().map(\.tmdbID) == ids)
            #expect(server.counts().tooManyRequests > 0)
        }
    }

    @Test func noNetworkIsUnreachable() async throws {
        let client = APIClient.tmdb(
            baseURL: try #require(URL(string: "http://127.0.0.1:9/3/")),
            credential: .apiKey(TMDBFixtureCredentials.apiKey),
            transport: NetworkHelperTransport(timeout: 30), retryPolicy: RetryPolicy(retryLimit: 0))
        let session = TMDBAccountSession(
            sessionID: "s", accountID: TMDBFixtureAccount.id, username: "u",
            apiURL: try #require(URL(string: "http://127.0.0.1:9/3/")))
        await #expect(throws: AccountError.unreachable) {
            try await TMDBAccountLists(client: client, session: session).watchlist()
        }
    }

    @Test func theSessionGoesOnlyToTheAPIAndNeverIntoTheLog() async throws {
        let recorder = LogRecorder()
        try await withTMDBServer(account: Self.refusingAtOnce) { server in
            let logger = recorder.logger()
            let session = try await Self.linked(server, logger: logger)
            _ = try await TMDBAccountLists(client: Self.client(server, logger: logger), session: session).watchlist()
            #expect(!recorder.text.isEmpty)
            #expect(!recorder.text.contains(session.sessionID))
            #expect(recorder.text.contains("session_id=<redacted>"))
        }
    }
}
