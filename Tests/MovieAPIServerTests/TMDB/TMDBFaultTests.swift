import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// The fault flags and `/_stats` work for the TMDB dialect as for the demo's.
struct TMDBFaultTests {
    @Test func failsTheFirstRequestsAsAsked() async throws {
        var faults = ServerFaults()
        faults.failFirst = 1
        faults.failStatus = 503
        faults.retryAfter = 2
        try await withTMDBServer(faults: faults) { server async throws in
            let failed = try await server.get("movie/100001")
            #expect(failed.status == 503)
            #expect(failed.headers["Retry-After"] == "2")
            #expect(try await server.get("movie/100001").status == 200)
        }
    }

    @Test func waitsTheLatencyAskedByItsClock() async throws {
        let clock = ManualClock()
        var faults = ServerFaults()
        faults.latency = .seconds(30)
        faults.clock = clock
        try await withTMDBServer(faults: faults) { server async throws in
            async let response = server.get("discover/movie")
            await clock.waitForSleepers(1, limit: .seconds(60))
            // Advancing before the request sleeps would leave it asleep for good.
            try #require(clock.sleeperCount == 1)
            clock.advance(by: .seconds(30))
            #expect(try await response.status == 200)
        }
    }

    @Test func ignoresTheDemosTokenScheme() async throws {
        var faults = ServerFaults()
        faults.requireToken = true
        try await withTMDBServer(faults: faults) { server async throws in
            #expect(try await server.get("movie/100001").status == 200)
        }
    }

    @Test func countsDiscoverAndDetailRequestsApartOnStats() async throws {
        try await withTMDBServer { server async throws in
            _ = try await server.get("discover/movie", query: ["page": "1"])
            _ = try await server.get("discover/movie", query: ["page": "2"])
            _ = try await server.get("movie/100001", query: ["append_to_response": "credits"])
            _ = try await server.get("movie/100002")
            _ = try await server.get("movie/1")
            _ = try await server.get("authentication")
            let counts = server.counts()
            #expect(counts.discover() == 2)
            #expect(counts.details() == 3)
            #expect(counts.details(status: 404) == 1)
            #expect(counts.authentication(status: 200) == 1)
            let overHTTP = try await server.server.counts()
            #expect(overHTTP.count("/3/discover/movie", status: 200) == 2)
            #expect(overHTTP.count("/3/movie/100001") == 1)
        }
    }
}
