import Foundation
import Synchronization
import Testing

@testable import MovieKit

/// How long SQLite's busy handler lets a connection wait, and the one notice a long wait gives.
struct CacheWaitTests {
    @Test func theBusyHandlerGivesUpOnceItsSleepsAddUpToTheLimit() {
        let handler = CacheWait(limit: .milliseconds(250)).busyHandler
        let tries = (0..<100).first { !handler($0) }
        let slept = CacheWait.totalDelay(beforeTry: tries ?? 0)
        #expect(slept >= 0.25 && slept < 0.25 + 0.1)
    }

    @Test func theSleepsGrowFromAMillisecondToATenth() {
        let delays = (0..<20).map(CacheWait.delay(afterTry:))
        #expect(delays.first == 0.001)
        #expect(delays == delays.sorted())
        #expect(delays.last == 0.1)
        #expect(abs(CacheWait.totalDelay(beforeTry: 20) - delays.reduce(0, +)) < 1e-9)
    }

    @Test func aLongWaitIsNoticedOnceForEveryCopyAndEveryKindOfWait() throws {
        let notices = Mutex(0)
        let wait = CacheWait(limit: .seconds(5), noticeAfter: .milliseconds(30)) { notices.withLock { $0 += 1 } }
        let copy = wait
        #expect(wait.busyHandler(0))
        #expect(notices.withLock { $0 } == 0)
        for tries in 1..<8 { _ = copy.busyHandler(tries) }
        var attempts = 0
        let value = try wait.poll(for: "/tmp/movies.sqlite") { () throws(CacheError) -> Int? in
            attempts += 1
            return attempts == 12 ? attempts : nil
        }
        #expect(value == 12)
        #expect(notices.withLock { $0 } == 1)
    }

    @Test func pollingPastTheLimitFailsNamingTheCacheAndTheWait() {
        #expect(throws: CacheError.busy(path: "/tmp/movies.sqlite", waited: .milliseconds(50))) {
            _ = try CacheWait(limit: .milliseconds(50)).poll(for: "/tmp/movies.sqlite") {
                () throws(CacheError) -> Int? in nil
            }
        }
    }
}
