import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// What is the cache's on disk: its file, the files named after it, and IMDb's folder beside it,
/// however a path names them; your library may be anywhere else.
struct CacheFootprintTests {
    @Test(arguments: [
        "movies.sqlite", "movies.sqlite-wal", "movies.sqlite-journal", "movies.sqlite.lock", "movies-imdb",
        "movies-imdb/datasets.sqlite.importing", "movies-imdb/downloads/my-films.sqlite",
        "movies-imdb/not/made/yet.sqlite", "elsewhere/../movies-imdb/x.sqlite", "./movies-imdb/./downloads/x",
    ])
    func holdsTheCacheFilesAndIMDbsFolder(path: String) async {
        await withTemporaryFolder { folder in
            let footprint = CacheFootprint(cacheURL: folder.appendingPathComponent("movies.sqlite"))
            #expect(footprint.holder(of: folder.path + "/" + path) != nil)
            #expect(footprint.refusal(ofLibraryAt: folder.path + "/" + path) != nil)
        }
    }

    @Test(arguments: [
        "library.sqlite", "movies.sqlite.corrupt-20261123T094137Z", "movies-imdb-old/x.sqlite", "movies.sqlite-wal2",
        "data/movies/library.sqlite",
    ])
    func leavesEverythingElseToYou(path: String) async {
        await withTemporaryFolder { folder in
            let footprint = CacheFootprint(cacheURL: folder.appendingPathComponent("movies.sqlite"))
            #expect(footprint.holder(of: folder.path + "/" + path) == nil)
        }
    }

    @Test func followsSymbolicLinksToIMDbsFolder() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("cache/movies.sqlite")
            let downloads = folder.appendingPathComponent("cache/movies-imdb/downloads")
            try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
            let link = folder.appendingPathComponent("films")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: downloads)
            let footprint = CacheFootprint(cacheURL: cache)
            #expect(footprint.holder(of: link.appendingPathComponent("my-films.sqlite").path) != nil)
            // And the other way: a cache named through a link holds what its folder holds.
            let cacheLink = folder.appendingPathComponent("cache-link")
            try FileManager.default.createSymbolicLink(
                at: cacheLink, withDestinationURL: folder.appendingPathComponent("cache"))
            let linked = CacheFootprint(cacheURL: cacheLink.appendingPathComponent("movies.sqlite"))
            #expect(linked.holder(of: downloads.appendingPathComponent("my-films.sqlite").path) != nil)
            #expect(
                linked.refusal(ofLibraryAt: cache.path)
                    == .amongCacheFiles(
                        path: cache.path, holder: "the cache \(realPath(cache)) and the files named after it"))
        }
    }

    /// `url` with its folder's symbolic links resolved.
    private func realPath(_ url: URL) -> String {
        url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent).path
    }
}
