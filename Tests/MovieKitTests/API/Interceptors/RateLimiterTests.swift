import Foundation
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

struct RateLimiterTests {
    static let tmdb = APIOrigin(URL(string: "https://api.themoviedb.org/3/")!)!
    static let other = APIOrigin(URL(string: "https://image.tmdb.org/")!)!

    @Test func holdsRequestsBeyondTheBurstUntilTheClockLetsThemGo() async throws {
        let clock = ManualClock()
        let limiter = RateLimiter(requestsPerSecond: 10, burst: 2, clock: clock)
        let started = Counter()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await limiter.permit(for: Self.tmdb, deadline: .never)
                    started.increment()
                }
            }
            await clock.waitForSleepers(2, limit: .seconds(60))
            #expect(started.value == 2)
            clock.advance(by: .milliseconds(100))
            await waitUntil { started.value == 3 }
            #expect(started.value == 3)
            #expect(clock.sleeperCount == 1)
            clock.advance(by: .milliseconds(100))
            try await group.waitForAll()
        }
        #expect(started.value == 4)
    }

    @Test func keepsOneBucketPerOrigin() async throws {
        let clock = ManualClock()
        let limiter = RateLimiter(requestsPerSecond: 1, burst: 1, clock: clock)
        try await limiter.permit(for: Self.tmdb, deadline: .never)
        try await limiter.permit(for: Self.other, deadline: .never)
        #expect(clock.sleeperCount == 0)
    }

    @Test func failsAtOnceARequestThatWouldWaitPastTheDeadline() async throws {
        let clock = ManualClock()
        let limiter = RateLimiter(requestsPerSecond: 0.01, burst: 1, clock: clock)
        try await limiter.permit(for: Self.tmdb, deadline: .after(.seconds(30)))
        await #expect(throws: MovieServiceError.timedOut) {
            try await limiter.permit(for: Self.tmdb, deadline: .after(.seconds(30)))
        }
        #expect(clock.sleeperCount == 0)
    }

    @Test func holdsAnOriginThatAnswered429WithRetryAfter() async throws {
        let clock = ManualClock()
        let limiter = RateLimiter(requestsPerSecond: 100, burst: 10, clock: clock)
        let interceptor = limiter.adapter()
        let request = HTTPRequest(url: URL(string: "https://api.themoviedb.org/3/movie/1")!)
        let busy = HTTPResponse(status: 429, headers: ["Retry-After": "2"])
        #expect(await interceptor.retry(request, dueTo: .response(busy)) == .doNotRetry)

        let task = Task { try await interceptor.adapt(request) }
        await clock.waitForSleepers(1, limit: .seconds(60))
        clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1010))
        #expect(try await task.value == request)
    }

    private func waitUntil(_ condition: () -> Bool) async {
        let end = ContinuousClock.now + .seconds(60)
        while !condition() && ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// A count several tasks raise.
private final class Counter: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func increment() {
        count.withLock { $0 += 1 }
    }
}
