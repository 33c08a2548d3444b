import Foundation
import GRDB
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies` with a cache and a library of its own in a temporary folder, its films TMDB's
/// (`MOVIES_SOURCE=tmdb`), asking `movies-api --dialect tmdb` over loopback when given one: for
/// the run tests of your films (issue 30). Settings go through the environment, so that the
/// commands that only read your library, which take no `--api-url`, run with the same ones.
struct LibraryRunner {
    let movies: MoviesProcess
    /// The API's base URL: the server's, else a loopback port nothing listens on, never TMDB's own.
    let apiURL: URL

    /// A loopback address no server listens on (the discard port).
    static let nowhere = URL(string: "http://127.0.0.1:9/3/")!

    init(folder: URL, server: TMDBTestServer?) {
        self.init(folder: folder, apiURL: server?.baseURL ?? Self.nowhere)
    }

    init(folder: URL, apiURL: URL) {
        movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
        self.apiURL = apiURL
    }

    /// Your library in these runs.
    var libraryFile: URL { movies.libraryFile }

    var environment: [String: String] {
        [
            "MOVIES_SOURCE": "tmdb", "TMDB_API_KEY": TMDBFixtureCredentials.apiKey,
            "MOVIES_API_URL": apiURL.absoluteString,
        ]
    }

    /// Runs `movies arguments` to its end.
    func run(_ arguments: [String]) async throws -> MoviesRun {
        try await movies.run(arguments, environment: environment)
    }

    /// Runs a command that may ask the API, with a timeout a busy machine cannot reach.
    func ask(_ arguments: [String]) async throws -> MoviesRun {
        try await run(arguments + ["--timeout", "60"])
    }

    /// Starts `movies arguments` and returns at once.
    func launch(_ arguments: [String]) throws -> LaunchedProcess {
        try movies.launch(arguments, environment: environment)
    }

    /// Starts `command` `rounds` times, killing each (SIGKILL) at a random moment within the time
    /// `fullRun` an uninterrupted run took (from a `seed`, so a failure repeats), and calls
    /// `afterEach` with the round once the library exists. Each run skips what the last wrote, so
    /// runs get shorter: a run that ended before its kill makes the next aim earlier.
    /// - Returns: how many kills landed while the command ran.
    func kill(
        _ command: [String], rounds: Int, seed: UInt64, within fullRun: Duration, afterEach: (Int) throws -> Void
    ) async throws -> Int {
        var generator = SplitMix64(seed: seed)
        var window = Double(fullRun.components.seconds) + Double(fullRun.components.attoseconds) / 1e18
        var killedMidRun = 0
        for round in 0..<rounds {
            let process = try launch(command)
            try await Task.sleep(for: .seconds(Double.random(in: 0.05...0.95, using: &generator) * window))
            process.kill()
            if await process.exit() == .uncaughtSignal {
                killedMidRun += 1
            } else {
                window *= 0.6
            }
            guard FileManager.default.fileExists(atPath: libraryFile.path) else { continue }
            try afterEach(round)
        }
        return killedMidRun
    }

    /// Runs `arguments`, which must succeed, and returns what it printed as JSON entries.
    func entries(_ arguments: [String]) async throws -> [[String: Any]] {
        let run = try await run(arguments + ["--format", "json"])
        #expect(run.status == 0, "\(arguments): \(run.error)")
        return try LibraryJSON.entries(run.output)
    }

    /// `movies export json`, which must succeed, read back.
    func archive() async throws -> LibraryArchive {
        let run = try await run(["export", "json"])
        #expect(run.status == 0, "\(run.error)")
        return try LibraryArchive.read(Data(run.output.utf8), file: "export")
    }

    /// The library file's bytes and those of its write-ahead log, to compare before and after.
    func libraryBytes() -> LibraryBytes {
        LibraryBytes(of: libraryFile)
    }

    /// Runs `body` with a runner on a new folder, asking `server` (if any).
    static func with(
        _ server: TMDBTestServer?, _ body: (LibraryRunner) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            try await body(LibraryRunner(folder: folder, server: server))
        }
    }
}

/// A library file's bytes, with its `-wal` and `-shm` files': equal only when nothing was written.
struct LibraryBytes: Equatable, CustomStringConvertible {
    let main: Data?
    let log: Data?
    let sharedMemory: Data?

    init(of file: URL) {
        main = FileManager.default.contents(atPath: file.path)
        log = FileManager.default.contents(atPath: file.path + "-wal")
        sharedMemory = FileManager.default.contents(atPath: file.path + "-shm")
    }

    var description: String {
        "library \(main?.count ?? -1) bytes, log \(log?.count ?? -1), shm \(sharedMemory?.count ?? -1)"
    }
}

/// Reading what the library commands print.
enum LibraryJSON {
    /// A JSON array of objects.
    static func entries(_ text: String) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [[String: Any]], "not a list of entries: \(text)")
    }

    /// A JSON object.
    static func object(_ text: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [String: Any], "not an object: \(text)")
    }

    /// The films' ids of `entries`, `nil` for an unmatched film.
    static func ids(_ entries: [[String: Any]]) -> [Int?] {
        entries.map { $0["id"] as? Int }
    }
}

/// The fixture export files of `api-fixtures/imports/`.
enum ImportFixtures {
    static let folder = apiFixturesFolder.appendingPathComponent("imports")
    static let letterboxdFolder = folder.appendingPathComponent("letterboxd")
    static let letterboxdZip = folder.appendingPathComponent("letterboxd-export.zip")
    static let imdbRatings = folder.appendingPathComponent("imdb-ratings.csv")
    static let imdbRatingsOld = folder.appendingPathComponent("imdb-ratings-old.csv")
    static let imdbWatchlist = folder.appendingPathComponent("imdb-watchlist.csv")
    static let traktFolder = folder.appendingPathComponent("trakt")
    static let netflixFolder = folder.appendingPathComponent("netflix")
}

/// What a library file holds, read with SQLite directly (never through `movies`).
struct LibraryRows {
    let integrity: String?
    let films: Int
    let watchlist: Int
    let viewings: Int
    let ratings: Int

    init(of file: URL) throws {
        let queue = try DatabaseQueue(path: file.path)
        defer { try? queue.close() }
        (integrity, films, watchlist, viewings, ratings) = try queue.read { db in
            (
                try String.fetchOne(db, sql: "PRAGMA integrity_check"),
                try Int.fetchOne(db, sql: "SELECT count(*) FROM film") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM watchlistEntry") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM viewing") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM rating") ?? -1
            )
        }
    }
}

extension String {
    /// Whether the text holds a character that a terminal acts on: ESC, BEL, another C0 control
    /// character but tab and line ends, DEL, or a C1 control character (like the one-byte CSI).
    var hasTerminalControl: Bool {
        unicodeScalars.contains { scalar in
            scalar.value < 0x20 && ![0x09, 0x0A, 0x0D].contains(scalar.value) || (0x7F...0x9F).contains(scalar.value)
        }
    }
}
