import Foundation
import GRDB
import MovieKit
import MovieKitTestSupport
import Testing

/// Commands that only read the cache open it read-only: they create no file, write nothing, and
/// upgrade an older cache first (or say why they cannot); a newer cache is refused untouched.
struct ReadOnlyRunTests {
    static let reads: [[String]] = [
        ["top-grossing", "2016", "--offline"], ["show", "1", "--offline"], ["search", "movie"],
        ["actor", "Albert Brooks"],
        ["years"], ["cache", "info"], ["cache", "path"],
    ]

    /// The files in `folder`, by name.
    private func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func readsOfAMissingCacheCreateNothing() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("sub/movies.sqlite")
            let movies = MoviesProcess(cache: cache)
            var statuses: [Int32] = []
            for read in Self.reads {
                statuses.append(try await movies.run(read).status)
            }
            #expect(statuses == [69, 69, 0, 0, 0, 0, 0])
            #expect(!FileManager.default.fileExists(atPath: cache.deletingLastPathComponent().path))
        }
    }

    @Test func readsOfACurrentCacheWriteNothing() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let warm = try CacheDatabase.open(at: cache)
            try warm.saveMovies(makeMovies(3), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: Date())
            try warm.close()
            try FileManager.default.removeItem(atPath: cache.path + ".lock")
            let files = [cache.path, cache.path + "-wal"].map(URL.init(fileURLWithPath:))
            let before = try files.map { try Data(contentsOf: $0) }
            let movies = MoviesProcess(cache: cache)

            for read in Self.reads + [["top-grossing", "2016", "--max-age", "1d"]] {
                let run = try await movies.run(read)
                #expect(run.status == 0, "\(read): \(run.error)")
            }
            #expect(try files.map { try Data(contentsOf: $0) } == before)
            #expect(try !self.files(in: folder).contains("movies.sqlite.lock"))
        }
    }

    @Test(arguments: earlierCacheSchemas)
    func aReadOfAnOlderCacheUpgradesItAndAnswers(schema: String) async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            try writeCache(at: cache, schema: schema, holding: makeMovies(3))
            let run = try await MoviesProcess(cache: cache).run([
                "top-grossing", "2016", "--offline", "--format", "json",
            ])
            #expect(run.status == 0, "\(run.error)")
            let listed = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]]
            #expect(listed?.compactMap { $0["id"] as? Int } == [1, 2, 3])
            #expect(try RecordedSchema(of: cache).isCurrent)
        }
    }

    @Test func aReadOfAnOlderCacheItCannotWriteSaysWhyAndLeavesIt() async throws {
        let isRoot = getuid() == 0
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            try writeCache(at: cache, schema: cacheMigrations[0], journal: .rollback)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: cache.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            let before = try Data(contentsOf: cache)

            // Root writes read-only files anyway, so as root the binary runs as nobody.
            var movies = MoviesProcess(cache: cache)
            if isRoot { movies.prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] }
            let run = try await movies.run(["show", "1", "--offline"], environment: ["HOME": folder.path])
            #expect(run.status == 74)
            #expect(
                run.error
                    == "error: cannot open the cache at \(cache.path): it is read-only and needs an upgrade this movies cannot write\n"
            )
            #expect(try Data(contentsOf: cache) == before)
        }
    }

    @Test func aCacheFromANewerMoviesIsRefusedUntouched() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            try writeCache(at: cache, schema: cacheMigrations.last ?? "v1", journal: .rollback)
            let queue = try DatabaseQueue(path: cache.path)
            try await queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
            try queue.close()
            let before = try Data(contentsOf: cache)

            for command in [["top-grossing", "2016"], ["search", "movie"], ["cache", "clear", "--yes"]] {
                let run = try await MoviesProcess(cache: cache).run(command)
                #expect(run.status == 74, "\(command)")
                #expect(
                    run.error.hasPrefix(
                        "error: the cache at \(cache.path) has schema v99, newer than this movies knows"), "\(command)")
            }
            #expect(try Data(contentsOf: cache) == before)
            #expect(try files(in: folder) == ["movies.sqlite"])
        }
    }
}
