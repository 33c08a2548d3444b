import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The built binary on caches that are damaged, misplaced or read-only.
struct BrokenCacheRunTests {
    @Test func failsWith74OnAFolderAtTheCachePath() async throws {
        try await withTemporaryFolder { folder in
            let run = try await MoviesProcess(cache: folder).run(["show", "1"])
            #expect(run.status == 74)
            #expect(
                run.error
                    == "error: cannot open the cache at \(folder.path): it is a folder; give a file path with --cache\n"
            )
        }
    }

    @Test func failsWith74OnATruncatedCacheAndLeavesItAsItWas() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            let cache = try CacheDatabase.open(at: url)
            try cache.saveMovies(makeMovies(2000), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: Date())
            try cache.close()
            try removeWriteAheadLog(of: url)
            let truncated = try Data(contentsOf: url).prefix(40_000)
            try truncated.write(to: url)

            for arguments in [["top-grossing", "2016"], ["top-grossing", "2016", "--offline"]] {
                let run = try await MoviesProcess(cache: url).run(arguments)
                #expect(run.status == 74)
                #expect(run.output == "")
                #expect(run.error.hasPrefix("error: "))
                #expect(run.error.contains("is damaged"))
                #expect(run.error.split(separator: "\n").count == 1)
            }
            #expect(try Data(contentsOf: url) == truncated)
        }
    }

    @Test func answersFromTheAPIWithAWarningWhenTheCacheIsReadOnly() async throws {
        let isRoot = getuid() == 0
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            let cache = try CacheDatabase.open(at: url)
            try cache.saveMovie(
                makeMovie(id: 1, name: "Stale"), from: .builtInDemo, fetchedAt: Date(timeIntervalSinceNow: -7200))
            try cache.close()
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            let before = try Data(contentsOf: url)

            // Root writes read-only files anyway, so as root the binary runs as nobody.
            var movies = MoviesProcess(cache: url)
            if isRoot { movies.prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] }
            let run = try await movies.run(["show", "1"], environment: ["HOME": folder.path])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.hasPrefix("Finding Dory (2016)"))
            #expect(
                run.error
                    == "warning: the answer could not be saved to the cache: the cache at \(url.path) is read-only\n")
            #expect(try Data(contentsOf: url) == before)
        }
    }
}
