import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The film `pick` chose last of each source, kept beside the cache.
struct LastPickFileTests {
    @Test func isBesideTheCacheNamedAfterIt() {
        let file = LastPickFile(cacheURL: URL(fileURLWithPath: "/home/me/.cache/movies/movies.sqlite"))
        #expect(file.url.path == "/home/me/.cache/movies/movies-last-pick")
    }

    @Test func remembersTheLastPickOfEachSourceApart() async throws {
        try await withTemporaryFolder { folder in
            let file = LastPickFile(cacheURL: folder.appendingPathComponent("cache/movies.sqlite"))
            #expect(file.film(of: .tmdb) == nil)
            try file.remember(100_010, of: .tmdb)
            try file.remember(3, of: .demo)
            try file.remember(100_013, of: .tmdb)
            #expect(file.film(of: .tmdb) == 100_013 && file.film(of: .demo) == 3 && file.film(of: .imdb) == nil)
        }
    }

    @Test(arguments: ["", "tmdb\n", "tmdb abc\n", "tmdb -4\n", "netflix 7\n", String(repeating: "x", count: 5_000)])
    func aFileThatDoesNotReadRemembersNothing(text: String) async throws {
        try await withTemporaryFolder { folder in
            let file = LastPickFile(cacheURL: folder.appendingPathComponent("movies.sqlite"))
            try Data(text.utf8).write(to: file.url)
            #expect(file.film(of: .tmdb) == nil)
            try file.remember(5, of: .demo)
            #expect(file.film(of: .demo) == 5)
        }
    }

    @Test func aFIFOInItsPlaceIsNeverWaitedOnAndIsReplaced() async throws {
        try await withTemporaryFolder { folder in
            let file = LastPickFile(cacheURL: folder.appendingPathComponent("movies.sqlite"))
            try #require(mkfifo(file.url.path, 0o644) == 0)
            let finished = DispatchSemaphore(value: 0)
            let reading = onOwnThread {
                defer { finished.signal() }
                return file.film(of: .tmdb)
            }
            let waitedOn = try await onOwnThread { () -> Bool in
                guard finished.wait(timeout: .now() + 10) == .timedOut else { return false }
                // A reader still waiting on the FIFO is let go by a writer that closes it at once.
                close(open(file.url.path, O_WRONLY | O_NONBLOCK))
                return true
            }.value
            #expect(!waitedOn)
            #expect(try await reading.value == nil)
            try file.remember(7, of: .tmdb)
            #expect(file.film(of: .tmdb) == 7)
        }
    }
}
