import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

#if canImport(Glibc)
import Glibc
#endif

/// A new library is made in a file of its own beside it (`.library.sqlite.new-PID-RANDOM`, and
/// SQLite's journal of it) and linked into place. A maker killed midway leaves those files
/// behind; the next creation clears the ones it can prove dead, and nothing else.
@Suite(.serialized) struct FilmLibraryLeftoversRunTests {
    /// The id of a process that has ended.
    private func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// Writes each of `names` in `folder`, a few bytes each.
    private func leave(_ names: [String], in folder: URL) throws {
        for name in names {
            try Data("half a library".utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    private func names(in folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }

    @Test func aCreationClearsTheFilesOfMakersThatDied() async throws {
        try await withTemporaryFolder { folder in
            var left: [String] = []
            for random in [17, 4_000_000_000] {
                let ended = try endedProcessID()
                left += [".library.sqlite.new-\(ended)-\(random)", ".library.sqlite.new-\(ended)-\(random)-journal"]
            }
            // A journal whose database its maker had already removed.
            left.append(".library.sqlite.new-\(try endedProcessID())-5-journal")
            try leave(left, in: folder)
            let library = try FilmLibrary.open(at: folder.appendingPathComponent("library.sqlite"))
            try library.close()
            #expect(try names(in: folder).filter { $0.hasPrefix(".library.sqlite.new-") }.isEmpty)
            #expect(try names(in: folder).contains("library.sqlite"))
        }
    }

    @Test func aCreationLeavesTheFilesOfALivingProcess() async throws {
        try await withTemporaryFolder { folder in
            let living = [".library.sqlite.new-\(getpid())-8", ".library.sqlite.new-\(getpid())-8-journal"]
            try leave(living, in: folder)
            try FilmLibrary.open(at: folder.appendingPathComponent("library.sqlite")).close()
            #expect(try names(in: folder).isSuperset(of: living))
        }
    }

    @Test func aCreationLeavesEveryFileWhileAnotherMakerIsAtWork() async throws {
        try await withTemporaryFolder { folder in
            let left = [".library.sqlite.new-\(try endedProcessID())-3"]
            try leave(left, in: folder)
            // Another maker holds the folder as every maker does while it makes a library.
            let maker = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            #expect(maker >= 0 && flock(maker, LOCK_SH) == 0)
            defer { close(maker) }
            try FilmLibrary.open(at: folder.appendingPathComponent("library.sqlite")).close()
            #expect(try names(in: folder).isSuperset(of: left))
        }
    }

    @Test func aCreationLeavesWhatIsNotALeftover() async throws {
        try await withTemporaryFolder { folder in
            let ended = try endedProcessID()
            let others = [
                ".library.sqlite.new-abc", ".library.sqlite.new-\(ended)", ".library.sqlite.new-\(ended)-1-notes",
                ".other.sqlite.new-\(ended)-1", "library.sqlite.new-\(ended)-1", ".library.sqlite.new-\(ended)-x",
                "notes.txt",
            ]
            try leave(others, in: folder)
            let folderLike = ".library.sqlite.new-\(ended)-2"
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(folderLike), withIntermediateDirectories: false)
            try FilmLibrary.open(at: folder.appendingPathComponent("library.sqlite")).close()
            #expect(try names(in: folder).isSuperset(of: others + [folderLike]))
        }
    }
}
