import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The client's own guarantees around retries, whatever the interceptor decides.
struct APIClientRetryTests {
    let baseURL = URL(string: "https://movies.example/api/")!

    struct AlwaysRetry: RequestInterceptor {
        let delay: Duration
        func retry(_ request: HTTPRequest, dueTo failure: RequestFailure) async -> RetryDecision {
            delay == .zero ? .retry : .retryAfter(delay)
        }
    }

    /// A transport whose answers never come, until the request is cancelled.
    struct SilentTransport: HTTPTransport {
        func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
            do {
                try await Task.sleep(for: .seconds(120))
            } catch {
                throw .cancelled
            }
            return HTTPResponse(status: 200)
        }
    }

    @Test func cutsARequestUnderWayShortAtTheDeadline() async {
        let client = APIClient(
            baseURL: baseURL, transport: SilentTransport(), interceptor: makeQuickRetryPolicy(),
            deadline: .after(.milliseconds(500)))
        let started = ContinuousClock.now
        await #expect(throws: MovieServiceError.timedOut) { try await client.body(of: .movie(id: 1)) }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .milliseconds(500))
        #expect(elapsed < .seconds(30))
    }

    @Test func countsEachAttemptAndStopsAtTheCeilingWhateverTheInterceptorSays() async {
        let transport = StubTransport(status: 500, body: "")
        let client = APIClient(baseURL: baseURL, transport: transport, interceptor: AlwaysRetry(delay: .zero))
        await #expect(throws: MovieServiceError.httpStatus(500)) { try await client.body(of: .movie(id: 1)) }
        #expect(transport.requests.map(\.attempt) == Array(1...APIClient.maximumAttempts))
        #expect(Set(transport.requests.map(\.id)).count == 1)
    }

    @Test func sendsNoRetryThatWouldStartAfterTheDeadline() async {
        let transport = StubTransport(status: 503, body: "")
        let client = APIClient(
            baseURL: baseURL, transport: transport, interceptor: AlwaysRetry(delay: .seconds(120)),
            deadline: .after(.seconds(60)))
        let started = ContinuousClock.now
        await #expect(throws: MovieServiceError.httpStatus(503)) { try await client.body(of: .movie(id: 1)) }
        // Waited neither for the retry (120 s) nor until the deadline (60 s): it failed at once,
        // give or take a machine busy with other builds.
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(transport.requests.count == 1)
    }

    @Test func sendsNothingOnceTheDeadlineHasPassed() async {
        let transport = StubTransport(status: 200, body: "{}")
        let client = APIClient(baseURL: baseURL, transport: transport, deadline: .after(.zero))
        await #expect(throws: MovieServiceError.timedOut) { try await client.body(of: .movie(id: 1)) }
        #expect(transport.requests.isEmpty)
    }

    @Test func givesUpAfterTheRetryLimitWithTheStatusInTheMessage() async {
        let transport = StubTransport(status: 500, body: "")
        let client = APIClient(baseURL: baseURL, transport: transport, interceptor: makeQuickRetryPolicy())
        do {
            _ = try await client.body(of: .movie(id: 1))
            Issue.record("no error")
        } catch {
            #expect(error.description.contains("HTTP 500"))
        }
        #expect(transport.requests.count == 4)
    }

    @Test func retriesAndThenSucceeds() async throws {
        let transport = StubTransport { request throws(TransportError) in
            if request.attempt < 3 { throw .connectionLost("reset") }
            return HTTPResponse(status: 200, body: Data("{}".utf8))
        }
        let client = APIClient(baseURL: baseURL, transport: transport, interceptor: makeQuickRetryPolicy())
        #expect(try await client.body(of: .movie(id: 1)) == Data("{}".utf8))
        #expect(transport.requests.count == 3)
    }
}
