import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

struct CacheDatabaseFileTests {
    @Test func createsItsFoldersAndUsesWriteAheadLogging() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("a/b/movies.sqlite")
            let cache = try CacheDatabase.open(at: url)
            #expect(FileManager.default.fileExists(atPath: url.path))
            let mode = try cache.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
            #expect(mode == "wal")
        }
    }

    @Test func keepsWhatItSavedAcrossOpenings() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            try CacheDatabase.open(at: url).saveMovies(
                makeMovies(3), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2021-01-01"))
            let reopened = try CacheDatabase.open(at: url)
            #expect(
                try reopened.movies(in: .topGrossing, year: 2016, from: .builtInDemo).map { ids($0.movies) } == [
                    1, 2, 3,
                ])
        }
    }

    @Test func refusesAFileThatIsNotADatabaseAndLeavesItAlone() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 13) })
            try garbage.write(to: url)

            #expect {
                _ = try CacheDatabase.open(at: url)
            } throws: { error in
                guard case .corrupt(let path, _) = error as? CacheError else { return false }
                return path == url.path
            }
            #expect(try Data(contentsOf: url) == garbage)
        }
    }

    @Test func refusesACacheWrittenByANewerSchemaNamingBothVersions() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            _ = try CacheDatabase.open(at: url)
            let queue = try DatabaseQueue(path: url.path)
            try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
            try queue.close()

            #expect(throws: CacheError.newerSchema(path: url.path, found: "v99", supported: "v11")) {
                _ = try CacheDatabase.open(at: url)
            }
        }
    }
}
