import Foundation
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A cache on a read-only mount or on a full disk: a cache is read far more often than written, so
/// every read still answers, and an answer that could not be saved says so in one line.
@Suite(.serialized, .enabled(if: getuid() == 0, "mounts a read-only bind mount and a small tmpfs, which needs root"))
struct UnwritableCacheRunTests {
    private func mount(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/mount")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "mount \(arguments)")
    }

    private func unmount(_ folder: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/umount")
        process.arguments = [folder.path]
        try? process.run()
        process.waitUntilExit()
    }

    /// Checks that the cache at `cache` answers offline as `expected`, and that a new answer is
    /// shown with one warning that it could not be saved.
    private func expectReadsAnswer(from cache: URL, as expected: String) async throws {
        let movies = MoviesProcess(cache: cache)
        let offline = try await movies.run(["top-grossing", "2016", "--offline"])
        #expect(offline.status == 0 && offline.output == expected, "\(offline.error)")
        let fresh = try await movies.run(["show", "3"])
        #expect(fresh.status == 0 && fresh.output.contains("Captain America"), "\(fresh.error)")
        #expect(
            fresh.error.split(separator: "\n").filter { $0.hasPrefix("warning: the answer could not be saved") }.count
                == 1, "\(fresh.error)")
    }

    @Test func aCacheOnAReadOnlyMountAnswersEveryRead() async throws {
        try await MoviesProcess.withFilledCache(asking: [["top-grossing", "2016"]]) { movies, cache in
            let expected = try await movies.run(["top-grossing", "2016", "--offline"]).output
            let view = cache.deletingLastPathComponent().appendingPathComponent("view")
            try FileManager.default.createDirectory(at: view, withIntermediateDirectories: false)
            try mount(["--bind", cache.deletingLastPathComponent().path, view.path])
            defer { unmount(view) }
            try mount(["-o", "remount,ro,bind", view.path])
            try await expectReadsAnswer(from: view.appendingPathComponent(cache.lastPathComponent), as: expected)
        }
    }

    @Test func aCacheOnAFullDiskAnswersEveryReadAndIsLeftWhole() async throws {
        try await withTemporaryFolder { folder in
            let disk = folder.appendingPathComponent("disk")
            try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
            try mount(["-t", "tmpfs", "-o", "size=512k", "tmpfs", disk.path])
            defer { unmount(disk) }
            // The cache made on that disk as any command makes it, then the rest of the disk filled.
            let cache = disk.appendingPathComponent("movies.sqlite")
            let movies = MoviesProcess(cache: cache)
            #expect(try await movies.run(["top-grossing", "2016"]).status == 0)
            let expected = try await movies.run(["top-grossing", "2016", "--offline"]).output
            let fillerPath = disk.path + "/filler"
            #expect(FileManager.default.createFile(atPath: fillerPath, contents: nil))
            let filler = try #require(FileHandle(forWritingAtPath: fillerPath))
            while (try? filler.write(contentsOf: Data(count: 4096))) != nil {}
            try? filler.close()
            try await expectReadsAnswer(from: cache, as: expected)
            // Nothing half-written: with room again, the cache is whole and answers as before.
            try FileManager.default.removeItem(atPath: fillerPath)
            #expect(try RecordedSchema(of: cache).integrity == "ok")
            #expect(try await movies.run(["top-grossing", "2016", "--offline"]).output == expected)
        }
    }
}
