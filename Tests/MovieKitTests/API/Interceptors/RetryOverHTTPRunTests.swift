import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Retries against `movies-api` failing on purpose, over real HTTP on loopback.
struct RetryOverHTTPRunTests {
    static func failing(first count: Int, status: Int, retryAfter: Int? = nil) -> ServerFaults {
        var faults = ServerFaults()
        faults.failFirst = count
        faults.failStatus = status
        faults.retryAfter = retryAfter
        return faults
    }

    static func client(
        _ server: RunningMovieAPIServer, policy: RetryPolicy = makeQuickRetryPolicy(), log: LogRecorder = LogRecorder()
    ) -> APIClient {
        APIClient(
            baseURL: server.baseURL, transport: NetworkHelperTransport(timeout: 5), interceptor: policy,
            logger: log.logger())
    }

    @Test func waitsAsRetryAfterAsksThenRetriesOnce() async throws {
        try await withFixtureServer(faults: Self.failing(first: 1, status: 503, retryAfter: 1)) { server in
            let log = LogRecorder()
            let started = ContinuousClock.now
            _ = try await Self.client(server, policy: RetryPolicy(), log: log).body(of: .movie(id: 1))
            let elapsed = ContinuousClock.now - started

            #expect(elapsed >= .seconds(1))
            #expect(
                elapsed < .seconds(10), "one wait of about a second (the log line below says how long), not several")
            let counts = try await server.counts()
            #expect(counts.count("/api/movies/1", status: 503) == 1)
            #expect(counts.count("/api/movies/1", status: 200) == 1)
            #expect(log.text.contains("retrying GET \(server.baseURL.absoluteString)movies/1 in 1.0 s (attempt 2)"))
        }
    }

    @Test func givesUpAfterTheRetryLimitSayingTheStatus() async throws {
        try await withFixtureServer(faults: Self.failing(first: 4, status: 500)) { server in
            await #expect(throws: MovieServiceError.httpStatus(500)) {
                try await Self.client(server).body(of: .movie(id: 1))
            }
            let counts = try await server.counts()
            #expect(counts.count("/api/movies/1", status: 500) == 4)
        }
    }

    @Test func doesNotRetryA404() async throws {
        try await withFixtureServer(faults: ServerFaults()) { server in
            await #expect(throws: MovieServiceError.notFound("movie 42")) {
                try await Self.client(server).body(of: .movie(id: 42))
            }
            let counts = try await server.counts()
            #expect(counts.count("/api/movies/42") == 1)
        }
    }

    @Test func retriesABodyCutShort() async throws {
        var faults = ServerFaults()
        faults.dropRate = 0.5
        faults.seed = 3
        try await withFixtureServer(faults: faults) { server in
            let client = Self.client(server, policy: makeQuickRetryPolicy(retryLimit: 8))
            for id in 1...5 {
                let body = try await client.body(of: .movie(id: id))
                #expect(body == (try Data(contentsOf: apiFixturesFolder.appendingPathComponent("api/movies/\(id)"))))
            }
            // Each body was cut short at least once (the seed's drops), and asked again until whole.
            let counts = try await server.counts()
            let asked = (1...5).map { counts.count("/api/movies/\($0)") }
            #expect(asked.reduce(0, +) > 5 && asked.allSatisfy { $0 >= 1 }, "\(asked)")
        }
    }
}
