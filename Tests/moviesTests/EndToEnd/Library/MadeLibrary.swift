import Foundation
import MovieKitTestSupport

/// A library `movies` made once per test process by running commands, kept as the bytes of every
/// file those runs left beside it (library, log, cache, state), and laid down in each test's own
/// folder: the very files the test's own runs would have left, for one set of runs in all.
struct MadeLibrary: Sendable {
    /// A command that made the library ended otherwise than with 0.
    struct CommandFailed: Error, CustomStringConvertible {
        let command: [String]
        let run: MoviesRun
        var description: String { "\(command) ended with \(run.status): \(run.error)" }
    }

    /// Each file's bytes by its path under the runner's folder.
    private let files: Task<[String: Data], any Error>

    /// Starts making the library by running `commands`, each of which must succeed, offline.
    init(madeBy commands: [[String]]) {
        files = Task {
            try await withTemporaryFolder { folder in
                try await Self.files(
                    madeBy: commands, runner: LibraryRunner(folder: folder, server: nil), asking: false)
            }
        }
    }

    /// Starts making the library by running `commands`, each of which must succeed, asking a
    /// fixture server of its own, as `withTMDBServer` starts one for a test: the cache keeps what
    /// they fetched, as a test's own runs against its own server would have.
    init(askingTheFixtureServer commands: [[String]]) {
        files = Task {
            try await withTMDBServer { server in
                try await withTemporaryFolder { folder in
                    try await Self.files(
                        madeBy: commands, runner: LibraryRunner(folder: folder, server: server), asking: true)
                }
            }
        }
    }

    /// Writes the library's files into `runner`'s folder, as its own runs would have left them.
    func lay(for runner: LibraryRunner) async throws {
        let folder = runner.movies.cache.deletingLastPathComponent()
        for (path, bytes) in try await files.value {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: file)
        }
    }

    /// The files `runner`'s runs of `commands` leave, each run ``LibraryRunner/ask(_:)``'s way
    /// when `asking` a server.
    private static func files(
        madeBy commands: [[String]], runner: LibraryRunner, asking: Bool
    ) async throws -> [String: Data] {
        for command in commands {
            let run = try await asking ? runner.ask(command) : runner.run(command)
            guard run.status == 0 else { throw CommandFailed(command: command, run: run) }
        }
        return try files(under: runner.movies.cache.deletingLastPathComponent())
    }

    private static func files(under folder: URL) throws -> [String: Data] {
        let base = folder.resolvingSymlinksInPath().path + "/"
        var files: [String: Data] = [:]
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = found?.nextObject() as? URL {
            guard try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = file.resolvingSymlinksInPath().path
            guard path.hasPrefix(base) else { continue }
            files[String(path.dropFirst(base.count))] = try Data(contentsOf: file)
        }
        return files
    }
}
