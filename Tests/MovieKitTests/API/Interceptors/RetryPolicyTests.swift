import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct RetryPolicyTests {
    let url = URL(string: "https://movies.example/api/movies/1")!

    func request(_ method: HTTPRequest.Method = .get, attempt: Int = 1) -> HTTPRequest {
        HTTPRequest(method: method, url: url, attempt: attempt)
    }

    static func status(_ code: Int, _ headers: HTTPHeaders = [:]) -> RequestFailure {
        .response(HTTPResponse(status: code, headers: headers))
    }

    @Test(arguments: [408, 429, 500, 502, 503, 504])
    func retriesATransientStatus(status: Int) async {
        let decision = await RetryPolicy(jitter: 0).retry(request(), dueTo: Self.status(status))
        #expect(decision == .retryAfter(.milliseconds(250)))
    }

    @Test(arguments: [400, 401, 403, 404, 405, 410, 422, 501, 505])
    func doesNotRetryWhatARetryCannotFix(status: Int) async {
        #expect(await RetryPolicy().retry(request(), dueTo: Self.status(status)) == .doNotRetry)
    }

    @Test(arguments: [TransportError.timedOut, .connectionLost("reset")])
    func retriesATransientTransportError(error: TransportError) async {
        #expect(await RetryPolicy().retry(request(), dueTo: .transport(error)).retries)
    }

    @Test(arguments: [TransportError.unreachable("cannot find host movies.example"), .cancelled, .tooLarge(limit: 1)])
    func doesNotRetryAnUnknownHostOrBadData(error: TransportError) async {
        #expect(await RetryPolicy().retry(request(), dueTo: .transport(error)) == .doNotRetry)
    }

    @Test func retriesOnlyIdempotentMethods() async {
        #expect(await RetryPolicy().retry(request(.head), dueTo: Self.status(503)).retries)
        #expect(await RetryPolicy().retry(request(.post), dueTo: Self.status(503)) == .doNotRetry)
    }

    @Test func stopsAfterTheRetryLimit() async {
        let policy = RetryPolicy(retryLimit: 3)
        #expect(await policy.retry(request(attempt: 3), dueTo: Self.status(500)).retries)
        #expect(await policy.retry(request(attempt: 4), dueTo: Self.status(500)) == .doNotRetry)
    }

    @Test func backsOffExponentiallyFromAQuarterSecond() {
        let policy = RetryPolicy(jitter: 0)
        #expect(
            (1...4).map(policy.backoff(afterAttempt:)) == [
                .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2),
            ])
    }

    @Test func jittersEachDelayWithinItsRange() {
        let policy = RetryPolicy(jitter: 0.5)
        let delays = (0..<200).map { _ in policy.backoff(afterAttempt: 2) }
        #expect(delays.allSatisfy { $0 > .milliseconds(250) && $0 <= .milliseconds(500) })
        #expect(Set(delays).count > 1)
    }

    @Test func honoursRetryAfterInSeconds() async {
        let decision = await RetryPolicy().retry(request(), dueTo: Self.status(503, ["Retry-After": "2"]))
        #expect(decision == .retryAfter(.seconds(2)))
    }

    @Test func honoursRetryAfterAsAnHTTPDate() async {
        let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        let policy = RetryPolicy(now: { now })
        let decision = await policy.retry(
            request(), dueTo: Self.status(429, ["Retry-After": "Sun, 06 Nov 1994 08:49:40 GMT"]))
        #expect(decision == .retryAfter(.seconds(3)))
    }

    @Test func failsSayingWhenWhenRetryAfterIsPastTheCap() async {
        let decision = await RetryPolicy(maximumRetryAfter: .seconds(5)).retry(
            request(), dueTo: Self.status(503, ["Retry-After": "3600"]))
        #expect(decision == .doNotRetryWithError(.httpStatus(503, retryAfter: "3600 s")))
        if case .doNotRetryWithError(let error) = decision {
            #expect(error.description == "the movie API answered HTTP 503 and asked to be tried again after 3600 s")
        }
    }

    @Test func backsOffWhenRetryAfterIsUnreadable() async {
        let decision = await RetryPolicy(jitter: 0).retry(request(), dueTo: Self.status(503, ["Retry-After": "soon"]))
        #expect(decision == .retryAfter(.milliseconds(250)))
    }
}
