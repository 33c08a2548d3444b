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

    @Test func countsTheBytesOfTheFilesThereNotOfAFolderOrALinkInTheirPlace() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let files = CacheFiles(url: cache)
            try Data(repeating: 1, count: 4096).write(to: cache)
            try Data(repeating: 2, count: 100).write(to: URL(fileURLWithPath: cache.path + "-wal"))
            try FileManager.default.createDirectory(atPath: cache.path + "-shm", withIntermediateDirectories: false)
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try Data(repeating: 3, count: 7000).write(to: elsewhere)
            try FileManager.default.createSymbolicLink(
                atPath: cache.path + "-journal", withDestinationPath: elsewhere.path)
            #expect(files.existing.map(\.path) == [cache.path, cache.path + "-wal"])
            #expect(files.existing.map(\.bytes) == [4096, 100])
            #expect(files.sizeOnDisk == 4196)
        }
    }
}
