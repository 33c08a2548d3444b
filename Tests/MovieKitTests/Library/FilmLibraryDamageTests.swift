import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// A library is called damaged only when SQLite says so, and then nothing writes to it: a
/// checkpoint killed half way (or stopped by a full disk) leaves an intact library that opens
/// with every entry, and a page that no longer reads is refused before a change is written.
@Suite struct FilmLibraryDamageTests {
    /// A library at `url` holding TMDB films 1 to 20 on the watchlist and a rating of film 21,
    /// closed, its log checkpointed and gone.
    private func makeLibrary(at url: URL) throws {
        let library = try FilmLibrary.open(at: url)
        for id in 1...20 {
            try library.addToWatchlist(tmdbFilm(id), on: day("2026-01-01"))
        }
        try library.rate(tmdbFilm(21), 8, on: day("2026-01-02"))
        try library.close()
        try removeWriteAheadLog(of: url)
    }

    @Test func aLibraryWhoseCheckpointWasInterruptedOpensWithEveryEntry() async throws {
        try await withTemporaryFolder { folder in
            let made = folder.appendingPathComponent("made.sqlite")
            try makeLibrary(at: made)
            let url = folder.appendingPathComponent("library.sqlite")
            try LibraryFileStates.interruptedCheckpoint(of: made, at: url, watchlisting: 1_001...1_300)

            do {
                let reading = try #require(try FilmLibrary.openForReading(at: url))
                #expect(try reading.watchlist(of: .tmdb).count == 320)
                #expect(try reading.ratings(of: .tmdb).count == 1)
            }
            let library = try FilmLibrary.open(at: url)
            #expect(try library.watchlist(of: .tmdb).count == 320)
            try library.addToWatchlist(tmdbFilm(2_000), on: day("2026-02-01"))
            try library.close()

            // Closing finished the checkpoint: the file now holds every page its header counts.
            let pages = LibraryHeaderPages(of: url)
            #expect(pages.counted == pages.held)
            let queue = try DatabaseQueue(path: url.path)
            #expect(try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
            #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM watchlistEntry") } == 321)
            try queue.close()
        }
    }

    @Test func aLibraryWithADamagedPageIsRefusedBeforeAnythingIsWrittenToIt() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            try makeLibrary(at: url)
            // A page that adding to the watchlist never reads.
            try LibraryFileStates.damagePage(ofTable: "rating", in: url)
            try removeWriteAheadLog(of: url)
            let before = try Data(contentsOf: url)
            #expect {
                try FilmLibrary.open(at: url)
            } throws: { error in
                if case .damaged = error as? LibraryError { return true }
                return false
            }
            #expect(try Data(contentsOf: url) == before)
            let log = FileManager.default.contents(atPath: url.path + "-wal")
            #expect(log?.isEmpty != false, "the log holds \(log?.count ?? 0) bytes")
        }
    }

    /// Reading checks nothing more than what it reads (a list is read on every cached answer, to
    /// mark the films you have seen): what reads still reads, and what does not read is damaged.
    @Test func aLibraryWithADamagedPageIsReadAsFarAsItReads() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            try makeLibrary(at: url)
            try LibraryFileStates.damagePage(ofTable: "rating", in: url)
            try removeWriteAheadLog(of: url)
            let before = try Data(contentsOf: url)
            let reading = try #require(try FilmLibrary.openForReading(at: url))
            #expect(try reading.watchlist(of: .tmdb).count == 20)
            #expect {
                try reading.ratings(of: .tmdb)
            } throws: { error in
                if case .damaged = error as? LibraryError { return true }
                return false
            }
            #expect(try Data(contentsOf: url) == before)
        }
    }
}
