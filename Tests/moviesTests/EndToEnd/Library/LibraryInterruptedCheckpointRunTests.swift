import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// A checkpoint killed half way, or stopped by a full disk once room is made again, leaves an
/// intact library whose header counts pages that only its log holds yet: every command reads it
/// whole and writes to it, and nothing calls it damaged.
struct LibraryInterruptedCheckpointRunTests {
    @Test func everyLibraryCommandAnswersWithEveryEntryAfterAnInterruptedCheckpoint() async throws {
        try await withTemporaryFolder { folder in
            // A library made by movies elsewhere, then grown in its log, as an import grows it.
            let maker = LibraryRunner(folder: folder.appendingPathComponent("maker"), server: nil)
            #expect(try await maker.run(["watchlist", "add", "100010", "--offline"]).status == 0)
            #expect(try await maker.run(["rate", "100020", "7", "--offline"]).status == 0)
            let runner = LibraryRunner(folder: folder.appendingPathComponent("runner"), server: nil)
            try FileManager.default.createDirectory(
                at: runner.libraryFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try LibraryFileStates.interruptedCheckpoint(
                of: maker.libraryFile, at: runner.libraryFile, watchlisting: 500_001...500_300)
            let archive = folder.appendingPathComponent("films.json")
            try Data(#"{"format": "movies-library", "version": 1, "watchlist": []}"#.utf8).write(to: archive)

            let watchlist = try await runner.entries(["watchlist"])
            #expect(watchlist.count == 301)
            #expect(try await runner.entries(["ratings"]).count == 1)
            #expect(try await runner.entries(["diary"]).count == 1)
            for command in [
                ["library"], ["export", "json"], ["export", "letterboxd"], ["pick", "--offline"],
                ["watchlist", "add", "100013", "--offline"], ["watchlist", "remove", "100010"],
                ["watched", "100001", "--offline"], ["rate", "100001", "8", "--offline"],
                ["import", "json", archive.path],
            ] {
                let run = try await runner.run(command)
                #expect(run.status == 0, "\(command): \(run.error)")
                #expect(!run.error.contains("damaged"), "\(command): \(run.error)")
            }
            let archived = try await runner.archive()
            #expect(archived.watchlist.count == 301 && archived.ratings.count == 2 && archived.diary.count == 2)
            let rows = try LibraryRows(of: runner.libraryFile)
            #expect(rows.integrity == "ok" && rows.watchlist == 301)
        }
    }
}
