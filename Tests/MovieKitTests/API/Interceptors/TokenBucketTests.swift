import MovieKit
import Testing

struct TokenBucketTests {
    @Test func letsABurstGoAtOnceThenSpacesRequestsAtTheRate() {
        var bucket = TokenBucket(rate: 10, capacity: 3)
        let waits = (0..<6).map { _ in bucket.take(at: .zero) }
        #expect(waits == [.zero, .zero, .zero, .milliseconds(100), .milliseconds(200), .milliseconds(300)])
    }

    @Test func refillsWithTimeUpToItsCapacity() {
        var bucket = TokenBucket(rate: 10, capacity: 3)
        for _ in 0..<3 { _ = bucket.take(at: .zero) }
        #expect(bucket.take(at: .milliseconds(150)) == .zero)
        #expect(bucket.take(at: .milliseconds(150)) == .milliseconds(50))
        #expect(bucket.take(at: .seconds(60)) == .zero)
        #expect(bucket.tokens == 2)
    }

    @Test func neverLetsMoreThanTheBurstPlusTheRateStartInOneSecond() {
        var bucket = TokenBucket(rate: 35, capacity: 5)
        var starts: [Duration] = []
        for arrival in stride(from: 0, to: 3000, by: 5) {
            let now = Duration.milliseconds(arrival)
            starts.append(now + bucket.take(at: now))
        }
        for start in starts {
            let inWindow = starts.filter { $0 >= start && $0 < start + .seconds(1) }.count
            #expect(inWindow <= 40)
        }
    }

    @Test func givesBackATokenThatWasNotUsed() {
        var bucket = TokenBucket(rate: 1, capacity: 1)
        _ = bucket.take(at: .zero)
        #expect(bucket.take(at: .zero) == .seconds(1))
        bucket.giveBack(at: .zero)
        #expect(bucket.take(at: .zero) == .seconds(1))
    }

    @Test func letsNothingGoWhileHeld() {
        var bucket = TokenBucket(rate: 10, capacity: 5)
        bucket.hold(until: .seconds(2), now: .zero)
        #expect(bucket.take(at: .seconds(1)) == .milliseconds(1100))
        #expect(bucket.take(at: .seconds(1)) == .milliseconds(1200))
        #expect(bucket.take(at: .seconds(3)) == .zero)
    }
}
