import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Past `--rate` requests in any rolling second, the TMDB dialect answers 429 as TMDB does.
struct TMDBRateLimitTests {
    private static func faults(_ clock: ManualClock) -> ServerFaults {
        var faults = ServerFaults()
        faults.clock = clock
        return faults
    }

    @Test func answers429WithRetryAfterAndCode25PastTheRate() async throws {
        let clock = ManualClock()
        try await withTMDBServer(rate: 3, faults: Self.faults(clock)) { server async throws in
            for _ in 0..<3 { #expect(try await server.get("movie/100001").status == 200) }
            let refused = try await server.get("movie/100001")
            #expect(refused.status == 429)
            #expect(refused.headers["Retry-After"] == "1")
            #expect(
                try JSONDecoder().decode(TMDBWire.Status.self, from: refused.body)
                    == TMDBWire.Status(
                        statusCode: 25, statusMessage: "Your request count (4) is over the allowed limit of 3.",
                        success: false))
            #expect(server.counts().tooManyRequests == 1)
        }
    }

    @Test func answersAgainOnceASecondHasPassed() async throws {
        let clock = ManualClock()
        try await withTMDBServer(rate: 2, faults: Self.faults(clock)) { server async throws in
            for _ in 0..<2 { #expect(try await server.get("discover/movie").status == 200) }
            #expect(try await server.get("discover/movie").status == 429)
            clock.advance(by: .milliseconds(999))
            #expect(try await server.get("discover/movie").status == 429)
            clock.advance(by: .milliseconds(1))
            #expect(try await server.get("discover/movie").status == 200)
            #expect(try await server.get("discover/movie").status == 200)
            #expect(try await server.get("discover/movie").status == 429)
        }
    }

    @Test func countsEveryPathAndEveryAnswerAgainstOneRate() async throws {
        let clock = ManualClock()
        try await withTMDBServer(rate: 3, faults: Self.faults(clock)) { server async throws in
            #expect(try await server.get("movie/999999").status == 404)
            #expect(try await server.get("authentication", credential: .none).status == 401)
            #expect(try await server.get("discover/movie").status == 200)
            #expect(try await server.get("movie/100001").status == 429)
            let counts = server.counts()
            #expect(counts.details(status: 429) == 1)
            #expect(counts.total() == 4)
        }
    }

    @Test func limitsNothingWithoutARate() async throws {
        try await withTMDBServer { server async throws in
            for _ in 0..<30 { #expect(try await server.get("movie/100002").status == 200) }
            #expect(server.counts().tooManyRequests == 0)
        }
    }
}
