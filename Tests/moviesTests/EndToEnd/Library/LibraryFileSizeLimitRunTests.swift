import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// A library that may not grow (a limit on file sizes, `ulimit -f`: each write past it fails with
/// EFBIG, which SQLite reports as a mere "disk I/O error") says what the system said, in one line,
/// and keeps whole entries only.
struct LibraryFileSizeLimitRunTests {
    @Test func aChangeThatTheFileSizeLimitStopsSaysWhy() async throws {
        try await LibraryRunner.with(nil) { runner in
            #expect(try await runner.run(["watchlist", "add", "100010", "--offline"]).status == 0)
            var archive = LibraryArchive()
            for index in 0..<2_000 {
                let film = LibraryFilm(
                    source: .tmdb, id: 1_000_000 + index,
                    title: "Wanted \(index) " + String(repeating: "x", count: 200),
                    year: 1990)
                archive.watchlist.append(.init(WatchlistEntry(film: film, added: Date(timeIntervalSince1970: 0))))
            }
            let file = runner.libraryFile.deletingLastPathComponent().appendingPathComponent("films.json")
            try LibraryArchive.encoded(archive).write(to: file)

            // 1 MiB (dash counts 512-byte blocks); SIGXFSZ ignored, so a write past it fails instead.
            var limited = runner.movies
            limited.prefix = ["sh", "-c", #"trap "" XFSZ; ulimit -f 2048; exec "$0" "$@""#]
            let stopped = try await limited.run(["import", "json", file.path], environment: runner.environment)
            #expect(stopped.status == 74, "\(stopped)")
            #expect(stopped.error.split(separator: "\n").count == 1, "\(stopped.error)")
            #expect(
                stopped.error.contains(runner.libraryFile.path) && stopped.error.contains("File too large"),
                "\(stopped.error)")

            let rows = try LibraryRows(of: runner.libraryFile)
            #expect(rows.integrity == "ok" && rows.watchlist > 1 && rows.watchlist < 2_001, "\(rows.watchlist)")
        }
    }
}
