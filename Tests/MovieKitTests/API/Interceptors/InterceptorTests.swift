import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct InterceptorTests {
    struct Header: RequestAdapter {
        let name: String
        let value: String
        func adapt(_ request: HTTPRequest) async throws(MovieServiceError) -> HTTPRequest {
            var request = request
            request.headers[name] = (request.headers[name].map { $0 + "," } ?? "") + value
            return request
        }
    }

    struct Failing: RequestAdapter {
        func adapt(_ request: HTTPRequest) async throws(MovieServiceError) -> HTTPRequest {
            throw .authenticationFailed("no token")
        }
    }

    struct Deciding: RequestRetrier {
        let decision: RetryDecision
        func retry(_ request: HTTPRequest, dueTo failure: RequestFailure) async -> RetryDecision { decision }
    }

    let request = HTTPRequest(url: URL(string: "https://movies.example/api/movies/1")!)

    @Test func runsAdaptersInOrder() async throws {
        let interceptor = Interceptor(adapters: [Header(name: "X", value: "1"), Header(name: "X", value: "2")])
        #expect(try await interceptor.adapt(request).headers["X"] == "1,2")
    }

    @Test func theFirstRetrierAskingForARetryWins() async {
        let interceptor = Interceptor(retriers: [
            Deciding(decision: .doNotRetry), Deciding(decision: .retryAfter(.seconds(1))), Deciding(decision: .retry),
        ])
        #expect(await interceptor.retry(request, dueTo: .transport(.timedOut)) == .retryAfter(.seconds(1)))
    }

    @Test func aRetrierFailingWithItsOwnErrorEndsTheAsking() async {
        let interceptor = Interceptor(retriers: [
            Deciding(decision: .doNotRetryWithError(.authenticationFailed("refused"))), Deciding(decision: .retry),
        ])
        #expect(
            await interceptor.retry(request, dueTo: .transport(.timedOut))
                == .doNotRetryWithError(.authenticationFailed("refused")))
    }

    @Test func declinesWhenEveryRetrierDeclines() async {
        let interceptor = Interceptor(retriers: [Deciding(decision: .doNotRetry), Deciding(decision: .doNotRetry)])
        #expect(await interceptor.retry(request, dueTo: .transport(.timedOut)) == .doNotRetry)
    }

    @Test func anAdapterErrorFailsTheRequestUnretried() async {
        let transport = StubTransport(status: 200, body: "{}")
        let retries = Deciding(decision: .retry)
        let client = APIClient(
            baseURL: URL(string: "https://movies.example/api/")!, transport: transport,
            interceptor: Interceptor(adapters: [Failing()], retriers: [retries]))
        await #expect(throws: MovieServiceError.authenticationFailed("no token")) {
            try await client.body(of: .movie(id: 1))
        }
        #expect(transport.requests.isEmpty)
    }
}
