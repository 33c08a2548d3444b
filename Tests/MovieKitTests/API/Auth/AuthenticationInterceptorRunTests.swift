import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Token authentication against `movies-api` (and scripted servers) over real HTTP on loopback.
struct AuthenticationInterceptorRunTests {
    static func client(
        _ baseURL: URL, store: (any TokenStore)? = nil, logger: LogRecorder = LogRecorder()
    ) -> APIClient {
        APIClient.authenticated(
            baseURL: baseURL, transport: NetworkHelperTransport(timeout: 5), tokenStore: store,
            retryPolicy: makeQuickRetryPolicy(), logger: logger.logger())
    }

    static func origin(_ url: URL) throws -> APIOrigin {
        try #require(APIOrigin(url))
    }

    @Test func twentyConcurrentRequestsOnAnExpiredTokenShareOneNewToken() async throws {
        let clock = ManualClock()
        var faults = ServerFaults()
        faults.requireToken = true
        faults.tokenTTL = .seconds(60)
        faults.clock = clock
        try await withFixtureServer(faults: faults) { server in
            let store = MemoryTokenStore()
            _ = try await Self.client(server.baseURL, store: store).body(of: .movie(id: 1))
            let expired = try #require(store.token(for: try Self.origin(server.baseURL)))
            clock.advance(by: .seconds(61))

            let client = Self.client(
                server.baseURL, store: MemoryTokenStore([try Self.origin(server.baseURL): expired]))
            let before = try await server.counts()
            let bodies = try await withThrowingTaskGroup(of: Data.self) { group in
                for id in 1...20 {
                    group.addTask { try await client.body(of: .movie(id: (id - 1) % 10 + 1)) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let after = try await server.counts()

            #expect(bodies.count == 20)
            #expect(after.tokensIssued - before.tokensIssued == 1)
            #expect(after.count("/api/auth") - before.count("/api/auth") == 1)
        }
    }

    @Test func anAPIThatNeverAsksForATokenIsNeverAskedForOne() async throws {
        try await withFixtureServer(faults: ServerFaults()) { server in
            let store = MemoryTokenStore()
            for id in 1...3 {
                _ = try await Self.client(server.baseURL, store: store).body(of: .movie(id: id))
            }
            #expect(try await server.counts().count("/api/auth") == 0)
            #expect(store.saveCount == 0)
        }
    }

    @Test func aFailingAuthRouteFailsEveryWaiterWithOneErrorAndBoundedCalls() async throws {
        let server = try RawHTTPServer { request in
            let status = request.path.hasSuffix("/auth") ? 500 : 401
            return [.write(RawHTTPServer.response(status: status, body: Data("no\n".utf8))), .close]
        }
        defer { server.stop() }
        let client = Self.client(server.baseURL)
        let errors = await withTaskGroup(of: MovieServiceError?.self) { group in
            for id in 1...5 {
                group.addTask {
                    do throws(MovieServiceError) {
                        _ = try await client.body(of: .movie(id: id))
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.reduce(into: [MovieServiceError?]()) { $0.append($1) }
        }
        let authCalls = server.received.filter { $0.path.hasSuffix("/auth") }.count
        #expect(
            Set(errors.map { $0?.description }) == [
                "authentication failed: could not get a token from the API's auth route: the movie API answered HTTP 500"
            ])
        #expect((1...RetryPolicy.defaultRetryLimit + 1).contains(authCalls))
    }

    @Test func aTokenTheAPIStillRefusesFailsClearlyAfterOneRefresh() async throws {
        let server = try RawHTTPServer { request in
            request.path.hasSuffix("/auth")
                ? [.write(RawHTTPServer.response(status: 200, body: Data("fresh-token\n".utf8))), .close]
                : [.write(RawHTTPServer.response(status: 401, body: Data())), .close]
        }
        defer { server.stop() }
        await #expect(throws: MovieServiceError.authenticationFailed("the API refused a fresh token for /api/movies/1"))
        {
            try await Self.client(server.baseURL).body(of: .movie(id: 1))
        }
        #expect(server.received.filter { $0.path.hasSuffix("/auth") }.count == 1)
        #expect(server.received.last?.head.contains("Authorization: Bearer fresh-token") == true)
    }

    @Test func stopsRefreshingWhenTheAPIRejectsEveryFreshToken() async throws {
        let server = try RawHTTPServer { request in
            request.path.hasSuffix("/auth")
                ? [.write(RawHTTPServer.response(status: 200, body: Data("token-\(UUID().uuidString)".utf8))), .close]
                : [.write(RawHTTPServer.response(status: 401, body: Data())), .close]
        }
        defer { server.stop() }
        let client = Self.client(server.baseURL)
        var errors: [MovieServiceError] = []
        for id in 1...6 {
            do throws(MovieServiceError) {
                _ = try await client.body(of: .movie(id: id))
            } catch {
                errors.append(error)
            }
        }
        #expect(server.received.filter { $0.path.hasSuffix("/auth") }.count == 3)
        #expect(errors.count == 6)
        #expect(errors.last == .authenticationFailed("the API rejected 3 fresh tokens within 30 s; giving up"))
    }

    @Test func aRedirectToAnotherOriginCarriesNoAuthorization() async throws {
        let elsewhere = try RawHTTPServer(status: 200, body: apiJSON(makeMovie(id: 1)))
        defer { elsewhere.stop() }
        let target = elsewhere.baseURL.appendingPathComponent("movies/1").absoluteString
        let api = try RawHTTPServer { request in
            if request.path.hasSuffix("/auth") {
                return [.write(RawHTTPServer.response(status: 200, body: Data("secret-token".utf8))), .close]
            }
            guard request.head.contains("Authorization: Bearer secret-token") else {
                return [.write(RawHTTPServer.response(status: 401, body: Data())), .close]
            }
            return [.write(RawHTTPServer.response(status: 302, headers: ["Location": target], body: Data())), .close]
        }
        defer { api.stop() }

        _ = try await Self.client(api.baseURL).body(of: .movie(id: 1))

        #expect(api.received.contains { $0.head.contains("Authorization: Bearer secret-token") })
        #expect(elsewhere.received.count == 1)
        #expect(elsewhere.received.allSatisfy { !$0.head.lowercased().contains("authorization") })
    }

    @Test func aRequestThatFailedWithAnOlderTokenRetriesWithoutARefresh() async throws {
        let server = try RawHTTPServer { request in
            if request.path.hasSuffix("/auth") {
                return [.write(RawHTTPServer.response(status: 200, body: Data("new-token".utf8))), .close]
            }
            guard request.head.contains("Authorization: Bearer new-token") else {
                return [.write(RawHTTPServer.response(status: 401, body: Data())), .close]
            }
            return [.write(RawHTTPServer.response(status: 200, body: Data("{}".utf8))), .close]
        }
        defer { server.stop() }
        let origin = try Self.origin(server.baseURL)
        let authenticator = BearerTokenAuthenticator(
            origin: origin,
            authClient: APIClient(baseURL: server.baseURL, transport: NetworkHelperTransport(timeout: 5)), store: nil)
        let interceptor = AuthenticationInterceptor(authenticator: authenticator, credential: BearerToken("old-token"))
        let url = server.baseURL.appendingPathComponent("movies/1")
        let first = try await interceptor.adapt(HTTPRequest(url: url))
        let second = try await interceptor.adapt(HTTPRequest(url: url))
        let unauthorized = RequestFailure.response(HTTPResponse(status: 401))

        #expect(await interceptor.retry(first, dueTo: unauthorized) == .retry)
        #expect(await interceptor.retry(second, dueTo: unauthorized) == .retry)
        #expect(server.received.filter { $0.path.hasSuffix("/auth") }.count == 1)
        #expect(await interceptor.currentCredential == BearerToken("new-token"))
    }

    @Test func theAuthRequestItselfNeverAsksForARefresh() async throws {
        let server = try RawHTTPServer(status: 401, body: "")
        defer { server.stop() }
        await #expect(
            throws: MovieServiceError.authenticationFailed(
                "could not get a token from the API's auth route: the movie API answered HTTP 401")
        ) {
            try await Self.client(server.baseURL).body(of: .movie(id: 1))
        }
        #expect(server.received.map(\.path) == ["/api/movies/1", "/api/auth"])
    }
}
