import Foundation
import GRDB
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Opening the cache for writing from many connections at once, and waiting for another that
/// holds it: each migration runs once, nobody fails for being second, and a long wait says so.
struct CachePoolTests {
    /// Holds the lock that opening takes, as another process would, until `body` ends.
    @discardableResult
    private func holdingTheLock<T>(beside url: URL, _ body: () async throws -> T) async throws -> T {
        let descriptor = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(flock(descriptor, LOCK_EX) == 0)
        return try await body()
    }

    @Test func sixteenOpeningsAtOnceOnANewFileMigrateItOnce() async throws {
        try await withTemporaryFolder { folder in
            for round in 0..<5 {
                let url = folder.appendingPathComponent("round-\(round).sqlite")
                let outcomes = try await onOwnThreads(16) { index -> String in
                    do {
                        let cache =
                            try index.isMultiple(of: 2)
                            ? CacheDatabase.open(at: url) : CacheDatabase.openForReading(at: url)
                        try cache.saveMovie(makeMovie(id: index + 1), from: .builtInDemo, fetchedAt: day("2024-01-01"))
                        try cache.close()
                        return "ok"
                    } catch {
                        return "\(error)"
                    }
                }
                #expect(outcomes == Array(repeating: "ok", count: 16), "round \(round)")
                #expect(try RecordedSchema(of: url).isCurrent, "round \(round)")
            }
        }
    }

    @Test(arguments: earlierCacheSchemas, CacheJournal.allCases)
    func sixteenOpeningsAtOnceOnAnOlderFileUpgradeItOnce(schema: String, journal: CacheJournal) async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            try writeCache(at: url, schema: schema, journal: journal, holding: makeMovies(5))
            let outcomes = try await onOwnThreads(16) { index -> String in
                do {
                    let cache = try CacheDatabase.openForReading(at: url)
                    if index.isMultiple(of: 2) {
                        try cache.saveMovie(
                            makeMovie(id: 100 + index), from: .builtInDemo, fetchedAt: day("2024-01-01"))
                    } else {
                        guard
                            try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo).map({ ids($0.movies) })
                                == [1, 2, 3, 4, 5]
                        else {
                            return "the list changed"
                        }
                    }
                    try cache.close()
                    return "ok"
                } catch {
                    return "\(error)"
                }
            }
            #expect(outcomes == Array(repeating: "ok", count: 16))
            #expect(try RecordedSchema(of: url).isCurrent)
        }
    }

    @Test func waitsForAnotherHolderOfTheLockAndSaysSoOnce() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            let notices = Mutex(0)
            let wait = CacheWait(limit: .seconds(60), noticeAfter: .zero) { notices.withLock { $0 += 1 } }
            let opening = try await holdingTheLock(beside: url) {
                let opening = onOwnThread { try CacheDatabase.open(at: url, waiting: wait) }
                let started = ContinuousClock.now
                while notices.withLock({ $0 }) == 0, ContinuousClock.now - started < .seconds(30) {
                    try await Task.sleep(for: .milliseconds(20))
                }
                #expect(!FileManager.default.fileExists(atPath: url.path), "it opened the file without the lock")
                return opening
            }
            let cache = try await opening.value
            try cache.close()
            #expect(notices.withLock { $0 } == 1)
            #expect(try RecordedSchema(of: url).isCurrent)
        }
    }

    @Test func givesUpPastItsLimitSayingWhatItWaitedFor() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            let notices = Mutex(0)
            let wait = CacheWait(limit: .milliseconds(300), noticeAfter: .milliseconds(100)) {
                notices.withLock { $0 += 1 }
            }
            try await holdingTheLock(beside: url) {
                #expect(throws: CacheError.busy(path: url.path, waited: .milliseconds(300))) {
                    _ = try CacheDatabase.open(at: url, waiting: wait)
                }
            }
            #expect(notices.withLock { $0 } == 1)
            #expect(
                CacheError.busy(path: url.path, waited: .milliseconds(300)).description
                    == "gave up after 0.3 s waiting for another movies process to finish with the cache at \(url.path); try again once it is done"
            )
        }
    }

    @Test func aSaveWaitsForAnotherWriterAndGivesUpPastItsLimit() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            try CacheDatabase.open(at: url).close()
            let notices = Mutex(0)
            let wait = CacheWait(limit: .milliseconds(300), noticeAfter: .zero) { notices.withLock { $0 += 1 } }
            let cache = try CacheDatabase.openForReading(at: url, waiting: wait)
            let other = try DatabaseQueue(path: url.path)
            try other.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                #expect(throws: CacheError.busy(path: url.path, waited: .milliseconds(300))) {
                    try cache.saveMovie(makeMovie(id: 1), from: .builtInDemo, fetchedAt: day("2024-01-01"))
                }
                try db.execute(sql: "ROLLBACK")
            }
            try cache.saveMovie(makeMovie(id: 1), from: .builtInDemo, fetchedAt: day("2024-01-01"))
            #expect(try cache.movie(id: 1, from: .builtInDemo) != nil)
            #expect(notices.withLock { $0 } == 1)
            try cache.close()
            try other.close()
        }
    }
}
