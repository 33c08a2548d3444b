import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `movies` where zlib cannot be loaded: each run in a mount namespace of its own, zlib's library
/// file hidden there behind an empty one. What unpacks gzip or ZIP files (an IMDb sync, a
/// Letterboxd ZIP file's import) fails in one line, exit 69, saying what to install, and leaves the
/// cache and your library as they were; answering from IMDb's import needs no zlib.
@Suite(.enabled(if: HiddenZlib.isPossible, "hides zlib with a bind mount in a namespace, which needs root"))
struct ZlibMissingRunTests {
    static let missing = "needs zlib (libz.so.1), which is not installed (on Debian: apt-get install zlib1g)"

    @Test func aLetterboxdZIPFileIsRefusedInOneLineWithExit69() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.run(["watchlist", "add", "100010", "--offline"]).status == 0)
                let before = runner.libraryBytes()
                let run = try await HiddenZlib.movies(runner.movies).run(
                    ["import", "letterboxd", ImportFixtures.letterboxdZip.path, "--timeout", "60"],
                    environment: runner.environment)
                #expect(run.status == 69, "\(run.status): \(run.error)")
                #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
                #expect(
                    run.error.contains("\(ImportFixtures.letterboxdZip.path): unpacking a ZIP file \(Self.missing)"),
                    "\(run.error)")
                #expect(runner.libraryBytes() == before)
                #expect(server.counts().total() == 0)
            }
        }
    }

    @Test func anIMDbSyncIsRefusedInOneLineWithExit69AndTheImportAnswersOn() async throws {
        try await IMDbRunner.imported { runner in
            let withoutZlib = HiddenZlib.movies(runner.movies)
            let imdb = ["MOVIES_SOURCE": "imdb"]
            let run = try await withoutZlib.run(["sync", "--from", imdbFixturesFolder.path], environment: imdb)
            #expect(run.status == 69, "\(run.status): \(run.error)")
            #expect(run.error == "error: reading IMDb's files \(Self.missing)\n", "\(run.error)")
            let show = try await withoutZlib.run(["show", "tt0083658"], environment: imdb)
            #expect(show.status == 0, "\(show.error)")
            #expect(show.output.contains("Blade Runner"))
        }
    }
}

/// zlib's library file hidden, in a mount namespace of the run's own, behind an empty one.
enum HiddenZlib {
    static let unshare = "/usr/bin/unshare"

    /// The file the names zlib is loaded by lead to: where the dynamic loader mapped it from.
    static let file: String? = {
        // Read to its end: String(contentsOfFile:) stops a file of /proc at its first 4 KiB.
        guard dlopen("libz.so.1", RTLD_LAZY | RTLD_LOCAL) != nil,
            let maps = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd()
        else { return nil }
        return String(decoding: maps, as: UTF8.self).split(separator: "\n").lazy
            .compactMap { $0.split(separator: " ").last.map(String.init) }
            .first { URL(fileURLWithPath: $0).lastPathComponent.hasPrefix("libz.so") }
    }()

    static var isPossible: Bool {
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: unshare) && file != nil
    }

    /// `movies` as it runs, but where zlib's file is empty.
    static func movies(_ movies: MoviesProcess) -> MoviesProcess {
        var movies = movies
        movies.prefix = [
            unshare, "--mount", "--propagation", "private", "/bin/sh", "-c",
            "mount --bind /dev/null '\(file ?? "")' && exec \"$0\" \"$@\"",
        ]
        return movies
    }
}
