import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `sync --source imdb` on a full disk: IMDb's files and import are the cache's part, so a write
/// that fails is the cache's failure (74), one line, and the previous import answers on.
@Suite(.serialized, .enabled(if: getuid() == 0, "mounts a small tmpfs, which needs root"))
struct IMDbFullDiskRunTests {
    private static func run(_ command: String, _ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        try? process.run()
        process.waitUntilExit()
    }

    /// Runs `body` with a runner whose cache is on a 2 MiB tmpfs with the fixture files imported,
    /// the rest of the disk then filled.
    private func withImportOnAFullDisk(_ body: (IMDbRunner) async throws -> Void) async throws {
        try await withTemporaryFolder { folder in
            let disk = folder.appendingPathComponent("disk")
            try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
            Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", disk.path])
            defer { Self.run("/bin/umount", [disk.path]) }
            let runner = IMDbRunner(folder: disk)
            try await runner.importFixtures()
            let fillerPath = disk.path + "/filler"
            #expect(FileManager.default.createFile(atPath: fillerPath, contents: nil))
            let filler = try #require(FileHandle(forWritingAtPath: fillerPath))
            while (try? filler.write(contentsOf: Data(count: 4096))) != nil {}
            try? filler.close()
            try await body(runner)
        }
    }

    private func expectPreviousImport(_ runner: IMDbRunner) async throws {
        let info = try #require(try await runner.json(["cache", "info"]) as? [String: Any])
        #expect((info["imdb"] as? [String: Any])?["films"] as? Int == 38)
        #expect(try await runner.run(["show", "tt0083658"]).status == 0)
    }

    @Test func anImportThatCannotBeWrittenIsTheCachesFailure() async throws {
        try await withImportOnAFullDisk { runner in
            let run = try await runner.run(["sync", "--from", imdbFixturesFolder.path])
            #expect(run.status == 74, "\(run.error)")
            #expect(run.error.hasPrefix("error: cannot write \(runner.imdbFolder.path)"), "\(run.error)")
            #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
            try await expectPreviousImport(runner)
        }
    }

    @Test func aDownloadThatCannotBeWrittenIsTheCachesFailure() async throws {
        try await withImportOnAFullDisk { runner in
            try await withIMDbDatasetHost { server in
                let run = try await runner.run(["sync", "--api-url", server.baseURL.absoluteString])
                #expect(run.status == 74, "\(run.error)")
                #expect(run.error.hasPrefix("error: cannot save title.basics.tsv.gz: "), "\(run.error)")
                #expect(run.error.contains("No space left on device"), "\(run.error)")
                #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
            }
            try await expectPreviousImport(runner)
        }
    }
}
