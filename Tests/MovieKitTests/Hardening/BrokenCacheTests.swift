import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Caches that are damaged, misplaced, read-only or full: each gives a clear error or keeps
/// answering, and none loses what it held.
struct BrokenCacheTests {
    @Test func refusesAFolderAtTheCachePath() async {
        await withTemporaryFolder { folder in
            #expect(
                throws: CacheError.cannotOpen(
                    path: folder.path, reason: "it is a folder; give a file path with --cache")
            ) {
                _ = try CacheDatabase.open(at: folder)
            }
        }
    }

    @Test func reportsATruncatedDatabaseAsDamagedAndLeavesItAlone() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            let cache = try CacheDatabase.open(at: url)
            try cache.saveMovies(
                makeMovies(2000), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2024-01-01"))
            try cache.close()
            try removeWriteAheadLog(of: url)
            let whole = try Data(contentsOf: url)
            let truncated = whole.prefix(whole.count / 2)
            try truncated.write(to: url)

            #expect {
                let reopened = try CacheDatabase.open(at: url)
                _ = try reopened.movies(in: .topGrossing, year: 2016, from: .builtInDemo)
            } throws: { error in
                if case .corrupt = error as? CacheError { true } else { false }
            }
            #expect(try Data(contentsOf: url) == truncated)
        }
    }

    @Test func answersButSavesNothingFromAReadOnlyCache() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            let writable = try CacheDatabase.open(at: url)
            try writable.saveMovies(
                makeMovies(2), in: .topRated, year: 2016, from: .builtInDemo, fetchedAt: day("2024-01-01"))
            try writable.close()
            let before = try Data(contentsOf: url)

            var configuration = Configuration()
            configuration.readonly = true
            let readOnly = try CacheDatabase(DatabaseQueue(path: url.path, configuration: configuration))
            #expect(readOnly.isReadOnly)
            #expect(
                try readOnly.movies(in: .topRated, year: 2016, from: .builtInDemo).map { ids($0.movies) } == [1, 2])
            #expect(throws: CacheError.readOnly(path: url.path)) {
                try readOnly.saveMovies(
                    makeMovies(5), in: .topRated, year: 2016, from: .builtInDemo, fetchedAt: day("2024-02-01"))
            }
            try readOnly.close()
            #expect(try Data(contentsOf: url) == before)
        }
    }

    @Test func deliversTheFreshAnswerEvenWhenItCannotBeSaved() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            try CacheDatabase.open(at: url).close()
            var configuration = Configuration()
            configuration.readonly = true
            let readOnly = try CacheDatabase(DatabaseQueue(path: url.path, configuration: configuration))
            let recorder = CompletionRecorder<[any Movie]>()
            CachingMovieService(
                wrapping: StubMovieService(serving: makeMovies(3)), catalogue: .builtInDemo, database: readOnly
            )
            .topGrossingMovies(year: 2016, completion: recorder.completion)

            let results = await recorder.wait(for: 2)
            #expect(results.map { $0.kind() } == ["notCached", "fresh"])
            #expect(try results.last?.get().value.map(ids) == [1, 2, 3])
        }
    }

    @Test func rollsBackAWriteThatFillsTheDiskAndKeepsTheOldList() throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA max_page_count = 60") }
        let cache = try CacheDatabase(DatabaseQueue(configuration: configuration))
        let old = makeMovies(20)
        try cache.saveMovies(old, in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2024-01-01"))

        #expect(throws: CacheError.full(path: ":memory:")) {
            try cache.saveMovies(
                makeMovies(5000), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2024-02-01"))
        }
        let kept = try #require(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo))
        #expect(kept.movies.map(snapshot) == old)
        #expect(kept.fetchedAt == day("2024-01-01"))
        #expect(try cache.writer.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
    }
}
