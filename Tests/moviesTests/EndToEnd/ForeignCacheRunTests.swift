import Foundation
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `movies` given a cache path that holds something not its own: a FIFO (which used to hang every
/// command) or another program's SQLite database (which used to be taken over). Each command
/// refuses with one line and exit 74; `cache reset` moves nothing; nothing is made beside it.
struct ForeignCacheRunTests {
    private static let commands = [
        ["top-grossing", "2016"], ["show", "1", "--offline"], ["search", "zoo"], ["years"], ["cache", "info"],
        ["cache", "clear", "--yes"], ["cache", "reset"],
    ]

    private func folderContents(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func refusesAFIFOAtOnce() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            #expect(mkfifo(cache.path, 0o644) == 0)
            for command in Self.commands {
                let run = try await MoviesProcess(cache: cache).run(command)
                #expect(run.status == 74, "\(command): \(run.error)")
                #expect(run.error.split(separator: "\n").count == 1 && run.error.contains("it is a FIFO"), "\(command)")
                #expect(try folderContents(folder) == ["movies.sqlite"], "\(command)")
            }
        }
    }

    @Test func refusesAnotherProgramsDatabaseAndLeavesItByteForByte() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            try writeAnotherProgramsDatabase(at: cache)
            let before = try Data(contentsOf: cache)
            for command in Self.commands {
                let run = try await MoviesProcess(cache: cache).run(command)
                #expect(run.status == 74, "\(command): \(run.error)")
                #expect(
                    run.error.split(separator: "\n").count == 1
                        && run.error.contains("another program's SQLite database"), "\(command): \(run.error)")
                #expect(try Data(contentsOf: cache) == before, "\(command)")
                #expect(try folderContents(folder) == ["movies.sqlite"], "\(command)")
            }
        }
    }
}
