import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `IMDbSync` in one call: a library among the cache's files, which an update would replace
/// files beside, is refused before anything is made or asked.
@Suite struct IMDbSyncTests {
    @Test func aLibraryAmongTheCachesFilesIsRefusedBeforeAnythingIsMadeOrAsked() async throws {
        await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let made = ClientsMade()
            let sync = IMDbSync(cacheURL: cache, libraryPath: cache.path) {
                made.count += 1
                throw CancellationError()
            }
            let error = await #expect(throws: LibraryError.self) { try await sync.run() }
            guard case .amongCacheFiles = error else {
                Issue.record("failed so: \(String(describing: error))")
                return
            }
            #expect(made.count == 0)
            #expect(!FileManager.default.fileExists(atPath: IMDbFolder(cacheURL: cache).downloads.path))
        }
    }
}
