import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

/// What one run of the built `movies` binary printed, and how it ended.
struct MoviesRun {
    let output: String
    let error: String
    let status: Int32
}

/// Runs the `movies` binary that `swift build` put beside the test bundle, with a cache of
/// its own and no API from the environment unless the test passes one.
struct MoviesProcess {
    let cache: URL
    var workingDirectory: URL?
    /// A command the binary runs under, like `setpriv` to drop privileges; empty to run it directly.
    var prefix: [String] = []
    /// The `movies` it runs: the build under test's, unless a test names another.
    var binary: URL = Self.binary

    /// Where `movies login` keeps a credential in these runs (`$XDG_CONFIG_HOME`), beside the cache.
    var configFolder: URL {
        cache.deletingLastPathComponent().appendingPathComponent("config")
    }

    /// Your library in these runs (`$XDG_DATA_HOME/movies/library.sqlite`), beside the cache.
    var libraryFile: URL {
        cache.deletingLastPathComponent().appendingPathComponent("data/movies/library.sqlite")
    }

    /// The built `movies`, beside the test bundle.
    ///
    /// Reaching it first turns the pager off (`MOVIES_PAGER=`) for every `movies` this test
    /// process starts, on a pseudo-terminal or in tmux as through a pipe: a terminal test reads
    /// what the command drew, which a pager would hold back waiting for a key. PagerRunTests
    /// give theirs with `env -u MOVIES_PAGER`.
    static var binary: URL {
        _ = pagerOff
        let folder =
            Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return folder.appendingPathComponent("movies")
    }

    private static let pagerOff: Void = { setenv("MOVIES_PAGER", "", 1) }()

    /// Starts the binary with its output discarded (its stderr written to `stderr`, if given)
    /// and returns at once.
    func launch(
        _ arguments: [String], environment extra: [String: String] = [:], stderr: URL? = nil
    ) throws -> LaunchedProcess {
        try spawn(arguments, environment: extra, standardInput: nil, standardOutput: nil, standardError: stderr)
    }

    /// Starts the binary with its stdout written to `output` (and its stderr to `stderr`, if
    /// given) and returns at once, for a test that reads what it prints while it runs.
    func launch(
        _ arguments: [String], environment extra: [String: String] = [:], output: URL, stderr: URL? = nil
    ) throws -> LaunchedProcess {
        try spawn(arguments, environment: extra, standardInput: nil, standardOutput: output, standardError: stderr)
    }

    /// Where `movies account login` keeps the session in these runs (`$XDG_STATE_HOME/movies/tmdb-session`).
    var sessionFile: URL {
        cache.deletingLastPathComponent().appendingPathComponent("state/movies/tmdb-session")
    }

    private func spawn(
        _ arguments: [String], environment extra: [String: String], standardInput: URL?, standardOutput: URL?,
        standardError: URL?
    ) throws -> LaunchedProcess {
        var environment = ProcessInfo.processInfo.environment
        environment["MOVIES_API_URL"] = nil
        environment["NO_COLOR"] = nil
        environment["MOVIES_CACHE"] = cache.path
        // Tokens go beside the cache, never into the real ~/.local/state of whoever runs the tests.
        environment["XDG_STATE_HOME"] = cache.deletingLastPathComponent().appendingPathComponent("state").path
        // Likewise a TMDB credential: none from whoever runs the tests, and a kept one beside the cache.
        environment["XDG_CONFIG_HOME"] = configFolder.path
        // Nor their own films: the library goes beside the cache too.
        environment["XDG_DATA_HOME"] = cache.deletingLastPathComponent().appendingPathComponent("data").path
        // Nor the settings of whoever runs the tests.
        for variable in [
            "MOVIES_LIBRARY", "MOVIES_SOURCE", "MOVIES_SERVICES", "MOVIES_REGION", "TMDB_API_TOKEN", "TMDB_API_KEY",
            "MOVIES_NOW", "MOVIES_SYNC_FOLDER",
        ] {
            environment[variable] = nil
        }
        environment.merge(extra) { $1 }
        let (executable, fullArguments) =
            prefix.isEmpty
            ? (binary, arguments)
            : (URL(fileURLWithPath: "/usr/bin/env"), prefix + [binary.path] + arguments)
        return try LaunchedProcess(
            spawning: executable, arguments: fullArguments, environment: environment,
            workingDirectory: workingDirectory,
            standardInput: standardInput, standardOutput: standardOutput, standardError: standardError)
    }

    /// Runs the binary to its end, with `input` as its standard input (else none), and returns
    /// what it printed.
    func run(
        _ arguments: [String], environment extra: [String: String] = [:], input: String? = nil
    ) async throws -> MoviesRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("movies-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
        var inURL: URL?
        if let input {
            inURL = folder.appendingPathComponent("in")
            try Data(input.utf8).write(to: folder.appendingPathComponent("in"))
        }
        let launched = try spawn(
            arguments, environment: extra, standardInput: inURL, standardOutput: outURL, standardError: errURL)
        await launched.exit()
        return MoviesRun(
            output: try String(contentsOf: outURL, encoding: .utf8),
            error: try String(contentsOf: errURL, encoding: .utf8),
            status: launched.terminationStatus)
    }
}

extension MoviesProcess {
    /// Runs `body` with `movies` on a new cache in a temporary folder, filled by asking the
    /// bundled demo catalogue each of `questions`, so that `--offline` (with no `--api-url`) answers them.
    static func withFilledCache(
        asking questions: [[String]], _ body: (MoviesProcess, URL) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let movies = MoviesProcess(cache: cache)
            for question in questions {
                #expect(try await movies.run(question).status == 0, "\(question)")
            }
            try await body(movies, cache)
        }
    }
}
