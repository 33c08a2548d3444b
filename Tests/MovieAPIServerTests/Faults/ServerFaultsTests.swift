import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies-api` misbehaving on purpose, seen over real HTTP.
struct ServerFaultsTests {
    // Generous: on a loaded machine the helper alone can take seconds to start; these tests prove behaviour, not speed.
    let transport = NetworkHelperTransport(timeout: 30)

    private func get(
        _ path: String, from server: RunningMovieAPIServer, token: String? = nil
    ) async throws -> HTTPResponse {
        let url = try #require(URL(string: path, relativeTo: server.baseURL))
        var headers: HTTPHeaders = [:]
        if let token { headers["Authorization"] = "Bearer \(token)" }
        return try await transport.send(HTTPRequest(url: url, headers: headers))
    }

    static var requiringToken: ServerFaults {
        var faults = ServerFaults()
        faults.requireToken = true
        return faults
    }

    @Test func requiresATokenItIssuedWhenAsked() async throws {
        try await withFixtureServer(faults: Self.requiringToken) { server async throws in
            let refused = try await get("movies/1", from: server)
            #expect(refused.status == 401)
            #expect(refused.headers["WWW-Authenticate"] == "Bearer")
            #expect(try await get("movies/1", from: server, token: "made-up").status == 401)

            let token = String(decoding: try await get("auth", from: server).body, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(try await get("movies/1", from: server, token: token).status == 200)
            #expect(try await get("auth", from: server).body != Data((token + "\n").utf8))
        }
    }

    @Test func expiresTokensAfterTheirTTLByItsClock() async throws {
        let clock = ManualClock()
        var faults = Self.requiringToken
        faults.tokenTTL = .seconds(30)
        faults.clock = clock
        try await withFixtureServer(faults: faults) { server async throws in
            let token = String(decoding: try await get("auth", from: server).body, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            clock.advance(by: .seconds(29))
            #expect(try await get("movies/1", from: server, token: token).status == 200)
            clock.advance(by: .seconds(1))
            #expect(try await get("movies/1", from: server, token: token).status == 401)
        }
    }

    @Test func failsTheFirstRequestsWithTheStatusAndRetryAfterAsked() async throws {
        var faults = ServerFaults()
        faults.failFirst = 2
        faults.failStatus = 429
        faults.retryAfter = 7
        try await withFixtureServer(faults: faults) { server async throws in
            let first = try await get("movies/1", from: server)
            #expect(first.status == 429)
            #expect(first.headers["Retry-After"] == "7")
            #expect(try await get("movies/1", from: server).status == 429)
            #expect(try await get("movies/1", from: server).status == 200)
        }
    }

    @Test func failsAboutTheRateAskedRepeatablyForASeed() async throws {
        var faults = ServerFaults()
        faults.failRate = 0.3
        faults.failStatus = 500
        faults.seed = 42
        var runs: [[Int]] = []
        for _ in 0..<2 {
            try await withFixtureServer(faults: faults) { server async throws in
                var statuses: [Int] = []
                for _ in 0..<40 { statuses.append(try await get("movies/1", from: server).status) }
                runs.append(statuses)
            }
        }
        let failures = runs[0].filter { $0 == 500 }.count
        #expect((4...20).contains(failures))
        #expect(runs[0] == runs[1])
    }

    @Test func dropsTheConnectionMidBody() async throws {
        var faults = ServerFaults()
        faults.dropRate = 1
        try await withFixtureServer(faults: faults) { server async throws in
            // The body was cut short: the connection broke mid-answer, not refused, not slow.
            await #expect {
                try await get("movies/1", from: server)
            } throws: { error in
                (error as? TransportError)?.code == .connectionLost
            }
        }
    }

    @Test func waitsTheLatencyAskedByItsClock() async throws {
        let clock = ManualClock()
        var faults = ServerFaults()
        faults.latency = .seconds(30)
        faults.clock = clock
        try await withFixtureServer(faults: faults) { server async throws in
            async let response = get("movies/1", from: server)
            await clock.waitForSleepers(1, limit: .seconds(60))
            // Advancing before the request sleeps would leave it asleep for good.
            try #require(clock.sleeperCount == 1)
            clock.advance(by: .seconds(30))
            #expect(try await response.status == 200)
        }
    }

    @Test func waitsTheLatencyInRealTimeByDefault() async throws {
        var faults = ServerFaults()
        faults.latency = .milliseconds(300)
        try await withFixtureServer(faults: faults) { server async throws in
            let started = ContinuousClock.now
            #expect(try await get("movies/1", from: server).status == 200)
            #expect(ContinuousClock.now - started >= .milliseconds(300))
        }
    }

    @Test func countsRequestsPerPathAndStatusAndTokensIssued() async throws {
        try await withFixtureServer(faults: Self.requiringToken) { server async throws in
            let token = String(decoding: try await get("auth", from: server).body, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            _ = try await get("movies/1", from: server)
            _ = try await get("movies/1", from: server, token: token)
            _ = try await get("movies/99", from: server, token: token)
            let counts = try await server.counts()
            #expect(counts.tokensIssued == 1)
            #expect(
                counts.requests == [
                    "/api/auth": ["200": 1], "/api/movies/1": ["200": 1, "401": 1], "/api/movies/99": ["404": 1],
                ])
        }
    }
}
