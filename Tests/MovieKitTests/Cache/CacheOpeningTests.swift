import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Opening the cache for reading: one read-only connection, nothing written, a writer only when
/// something is saved; older caches upgraded first, newer ones refused untouched.
struct CacheOpeningTests {
    @Test func readingAMissingCacheCreatesNothingAndFindsNothing() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("sub/movies.sqlite")
            let cache = try CacheDatabase.openForReading(at: url)
            #expect(try cache.movie(id: 1, from: .builtInDemo) == nil)
            #expect(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo) == nil)
            #expect(try cache.found(by: "zoo", in: .demo).isEmpty)
            #expect(try cache.cachedLists(of: .demo).isEmpty)
            try cache.close()
            #expect(!FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path))
        }
    }

    @Test func readingACurrentCacheUsesOneReadOnlyConnectionAndWritesNothing() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            let warm = try CacheDatabase.open(at: url)
            try warm.saveMovies(
                makeMovies(3), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2024-01-01"))
            try warm.close()
            try FileManager.default.removeItem(atPath: url.path + ".lock")
            let before = cacheFiles(beside: url)

            let cache = try CacheDatabase.openForReading(at: url)
            let reader = try #require(cache.reader as? DatabaseQueue)
            #expect(reader.configuration.readonly)
            #expect(!cache.isReadOnly)
            #expect(
                try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo).map { ids($0.movies) } == [1, 2, 3])
            try cache.close()
            #expect(cacheFiles(beside: url) == before)
            #expect(!FileManager.default.fileExists(atPath: url.path + ".lock"))
        }
    }

    @Test func closingTheLastConnectionLeavesNoLogForTheNextReader() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            try CacheDatabase.open(at: url).close()
            let cache = try CacheDatabase.open(at: url)
            try cache.saveMovies(
                makeMovies(2_000), in: .topRated, year: 2016, from: .builtInDemo, fetchedAt: day("2024-01-01"))
            #expect(try logSize(beside: url) > 0)
            try cache.close()
            #expect(try logSize(beside: url) == 0)
            let reader = try CacheDatabase.openForReading(at: url)
            #expect(try reader.movies(in: .topRated, year: 2016, from: .builtInDemo)?.movies.count == 2_000)
            try reader.close()
        }
    }

    /// The bytes of the cache file and of its write-ahead log, where there is one.
    private func cacheFiles(beside url: URL) -> [Data?] {
        [url.path, url.path + "-wal"].map { FileManager.default.contents(atPath: $0) }
    }

    /// The size of the write-ahead log beside `url`; 0 when there is none.
    private func logSize(beside url: URL) throws -> Int {
        let path = url.path + "-wal"
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        return try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    }

    @Test func theFirstSaveOpensAMissingCacheForWriting() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("sub/movies.sqlite")
            let cache = try CacheDatabase.openForReading(at: url)
            try cache.saveMovies(
                makeMovies(2), in: .topRated, year: 2016, from: .builtInDemo, fetchedAt: day("2024-01-01"))
            #expect(try cache.reader is DatabasePool)
            #expect(try cache.movies(in: .topRated, year: 2016, from: .builtInDemo).map { ids($0.movies) } == [1, 2])
            try cache.close()
            #expect(try RecordedSchema(of: url).isCurrent)
        }
    }

    @Test(arguments: earlierCacheSchemas, CacheJournal.allCases)
    func readingAnOlderCacheUpgradesItFirstKeepingWhatItHeld(schema: String, journal: CacheJournal) async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            try writeCache(at: url, schema: schema, journal: journal, holding: makeMovies(4))

            let cache = try CacheDatabase.openForReading(at: url)
            #expect(
                try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo).map { ids($0.movies) } == [
                    1, 2, 3, 4,
                ])
            #expect(try cache.statistics().schemaVersion == cacheMigrations.last)
            try cache.close()
            #expect(try RecordedSchema(of: url).isCurrent)
        }
    }

    @Test(arguments: [false, true])
    func aJournalAKilledCreationLeftIsRolledBackByTheNextOpening(forWriting: Bool) async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            try plantKilledCreation(at: url)

            let cache = forWriting ? try CacheDatabase.open(at: url) : try CacheDatabase.openForReading(at: url)
            #expect(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo) == nil)
            try cache.saveMovies(
                makeMovies(2), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2024-01-01"))
            try cache.close()
            #expect(!FileManager.default.fileExists(atPath: url.path + "-journal"))
            #expect(try RecordedSchema(of: url).isCurrent)
        }
    }

    @Test(arguments: [false, true])
    func refusesACacheFromANewerMoviesWithoutTouchingIt(forWriting: Bool) async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            try writeCache(at: url, schema: cacheMigrations.last ?? "v1", journal: .rollback)
            let queue = try DatabaseQueue(path: url.path)
            try await queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
            try queue.close()
            let before = try Data(contentsOf: url)

            #expect(throws: CacheError.newerSchema(path: url.path, found: "v99", supported: cacheMigrations.last ?? ""))
            {
                _ = forWriting ? try CacheDatabase.open(at: url) : try CacheDatabase.openForReading(at: url)
            }
            #expect(try Data(contentsOf: url) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["movies.sqlite"])
        }
    }
}
