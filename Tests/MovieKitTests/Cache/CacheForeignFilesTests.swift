import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// What is at the cache's path must be a cache of movies, or nothing, before anything is written:
/// a FIFO, a device or a socket is refused at once with nothing made beside it, and another
/// program's SQLite database is refused and left byte for byte as it was.
struct CacheForeignFilesTests {
    /// The names SQLite and movies would put beside a cache at `path`.
    private func companions(of path: String) -> [String] {
        ["-journal", "-wal", "-shm", ".lock"].map { path + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
    }

    @Test func refusesAFIFOAtOnceMakingNothingBesideIt() async {
        await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            #expect(mkfifo(url.path, 0o644) == 0)
            #expect(CacheFiles(url: url).entry == .other("a FIFO"))
            #expect(
                throws: CacheError.cannotOpen(
                    path: url.path, reason: "it is a FIFO, not a file; give a file path with --cache")
            ) {
                try CacheDatabase.openForReading(at: url)
            }
            #expect(throws: CacheError.self) { try CacheDatabase.open(at: url) }
            #expect(throws: CacheError.self) { try CacheDatabase.reset(at: url) }
            #expect(companions(of: url.path).isEmpty && CacheFiles(url: url).entry == .other("a FIFO"))
        }
    }

    @Test func refusesADeviceMakingNothingBesideIt() throws {
        let url = URL(fileURLWithPath: "/dev/null")
        #expect(CacheFiles(url: url).entry == .other("a device"))
        #expect(
            throws: CacheError.cannotOpen(
                path: "/dev/null", reason: "it is a device, not a file; give a file path with --cache")
        ) {
            try CacheDatabase.open(at: url)
        }
        #expect(throws: CacheError.self) { try CacheDatabase.reset(at: url) }
        #expect(companions(of: url.path).isEmpty && CacheFiles(url: url).entry == .other("a device"))
    }

    @Test func refusesAnotherProgramsDatabaseAndLeavesItAsItWas() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("notes.sqlite")
            try writeAnotherProgramsDatabase(at: url)
            let before = try Data(contentsOf: url)
            let opens: [() throws -> CacheDatabase] = [
                { try CacheDatabase.openForReading(at: url) }, { try CacheDatabase.open(at: url) },
            ]
            for open in opens {
                #expect {
                    _ = try open()
                } throws: { error in
                    (error as? CacheError)?.description.contains("another program's SQLite database") == true
                }
            }
            #expect {
                _ = try CacheDatabase.reset(at: url)
            } throws: { error in
                (error as? CacheError)?.description.contains("nothing was moved") == true
            }
            #expect(try Data(contentsOf: url) == before)
            #expect(companions(of: url.path).isEmpty)
        }
    }

    @Test func movesAnEmptyFileACacheAndADamagedCacheAsideAndStartsANewCache() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            #expect(try CacheDatabase.reset(at: url) == nil)
            let olds: [(String, () throws -> Void)] = [
                ("an empty file", { try Data().write(to: url) }),
                ("a cache", { try CacheDatabase.open(at: url).close() }),
                ("a damaged cache, what reset is for", { try Data("not a database at all".utf8).write(to: url) }),
            ]
            for (what, make) in olds {
                try FileManager.default.removeItem(at: url)
                try make()
                let old = try Data(contentsOf: url)
                let moved = try #require(try CacheDatabase.reset(at: url), "\(what)")
                #expect(try Data(contentsOf: moved) == old, "\(what)")
                #expect(try CacheDatabase.openForReading(at: url).statistics().movies == 0, "\(what)")
            }
        }
    }
}
