import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct CacheFilesTests {
    static let now = Date(timeIntervalSince1970: 1_795_426_897.75)

    @Test func movesTheCacheAndItsLogAsideUnderTheUTCTimeNeverOverAnEarlierOne() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let files = CacheFiles(url: cache)
            try Data("first".utf8).write(to: cache)
            try Data("log".utf8).write(to: URL(fileURLWithPath: cache.path + "-wal"))
            #expect(try files.moveAside(at: Self.now)?.lastPathComponent == "movies.sqlite.corrupt-20261123T094137Z")
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("movies.sqlite.corrupt-20261123T094137Z-wal").path))

            try Data("second".utf8).write(to: cache)
            #expect(try files.moveAside(at: Self.now)?.lastPathComponent == "movies.sqlite.corrupt-20261123T094137Z-2")
            #expect(try files.moveAside(at: Self.now) == nil)
            #expect(files.existing.isEmpty)
        }
    }
}
