import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// The sync `config set sync-folder` makes happen by itself (issue 62): before a read, a `stat` of
/// the other machines' files decides whether anything is read at all.
@Suite struct AutomaticFolderSyncTests {
    /// `library` at a place in `folder` (where its machine id and the folder's stamp are kept),
    /// syncing by itself through `shared`.
    private static func automatic(_ library: FilmLibrary, in folder: URL, sharing shared: URL) -> AutomaticFolderSync {
        AutomaticFolderSync(
            folder: SyncFolder(url: shared), library: library, at: folder.appendingPathComponent("desktop.sqlite"))
    }

    private static func sharedFolder(in folder: URL) throws -> URL {
        let shared = folder.appendingPathComponent("Sync")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        return shared
    }

    /// Rewrites `file` in place with bytes that would be refused, its name, number, size and
    /// time kept (what a `stat` sees unchanged); returns its times, to change them.
    private static func spoilKeepingItsStat(_ file: URL) throws -> [timespec] {
        var before = stat()
        #expect(stat(file.path, &before) == 0)
        let size = try Data(contentsOf: file).count
        let handle = try #require(FileHandle(forWritingAtPath: file.path))
        try handle.write(contentsOf: Data(#"{"format":1}"#.utf8) + Data([0x0A]))
        try handle.write(contentsOf: Data(repeating: UInt8(ascii: "x"), count: size - 14) + Data([0x0A]))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        return times
    }

    /// The time `file` was last changed and its number, as a `stat` says.
    private static func written(_ file: URL) -> String {
        var status = stat()
        #expect(stat(file.path, &status) == 0)
        return "\(status.st_ino) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }

    @Test func aSyncAfterAChangeLeavesTheFolderAloneWhenNothingWaitsToGoAndNothingArrived() async throws {
        try await withTemporaryFolder { folder in
            let shared = try Self.sharedFolder(in: folder)
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: shared)
            try laptop.library.addToWatchlist(tmdbFilm(8), on: day("2026-03-02"))
            try laptop.sync()
            let desktop = try FilmLibrary.inMemory()
            // A library there (its file), changed, syncs: sends its change, takes the laptop's.
            #expect(
                FileManager.default.createFile(
                    atPath: folder.appendingPathComponent("desktop.sqlite").path, contents: nil))
            let automatic = Self.automatic(desktop, in: folder, sharing: shared)
            try desktop.addToWatchlist(tmdbFilm(9), on: day("2026-03-03"))
            let first = try #require(try automatic.syncAfterChange())
            #expect(first.sent == 1 && first.taken == 1)
            let own = shared.appendingPathComponent(
                try #require(try Self.changeFiles(in: shared).first { $0 != laptop.changeFile.lastPathComponent }))
            let written = Self.written(own)

            // Nothing new here (the film was there already), the laptop's file as the stat saw
            // it: neither read (its bytes would be refused) nor written.
            _ = try Self.spoilKeepingItsStat(laptop.changeFile)
            _ = try desktop.addToWatchlist(tmdbFilm(9), on: day("2026-03-04"))
            #expect(try automatic.syncAfterChange() == nil)
            #expect(Self.written(own) == written)

            // A change here goes out (and the folder is read).
            try desktop.rate(tmdbFilm(9), 7, on: day("2026-03-04"))
            let sent = try #require(try automatic.syncAfterChange())
            #expect(sent.sent > 0 && sent.refused.count == 1)
            #expect(Self.written(own) != written)
        }
    }

    /// The change files in `folder`, by name.
    private static func changeFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }.sorted()
    }

    @Test func aReadTakesInOnlyWhenAnotherMachinesFileChangedSinceTheLastSync() async throws {
        try await withTemporaryFolder { folder in
            let shared = try Self.sharedFolder(in: folder)
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: shared)
            let desktop = try FilmLibrary.inMemory()
            let automatic = Self.automatic(desktop, in: folder, sharing: shared)
            // No other machine's file yet: nothing to take in, and no id made for nothing.
            #expect(try automatic.takeInIfFolderChanged() == nil)
            #expect(
                !FileManager.default.fileExists(atPath: folder.appendingPathComponent("desktop.sqlite.machine-id").path)
            )

            try laptop.library.addToWatchlist(tmdbFilm(8), on: day("2026-03-02"))
            try laptop.sync()
            #expect(try automatic.takeInIfFolderChanged()?.taken == 1)
            #expect(try automatic.takeInIfFolderChanged() == nil)

            try laptop.library.addToWatchlist(tmdbFilm(9), on: day("2026-03-02"))
            try laptop.sync()
            #expect(try automatic.takeInIfFolderChanged()?.taken == 1)
            #expect(try desktop.watchlist(of: .tmdb).count == 2)
        }
    }

    @Test func aFileTheStatSeesUnchangedIsNotRead() async throws {
        try await withTemporaryFolder { folder in
            let shared = try Self.sharedFolder(in: folder)
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: shared)
            try laptop.library.addToWatchlist(tmdbFilm(8), on: day("2026-03-02"))
            try laptop.sync()
            let automatic = Self.automatic(try FilmLibrary.inMemory(), in: folder, sharing: shared)
            #expect(try automatic.takeInIfFolderChanged()?.taken == 1)
            var times = try Self.spoilKeepingItsStat(laptop.changeFile)
            #expect(try automatic.takeInIfFolderChanged() == nil)
            let path = laptop.changeFile.path
            times[1].tv_sec += 1
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
            #expect(try automatic.takeInIfFolderChanged()?.refused.count == 1)
        }
    }

    @Test func aFolderGoneIsAnErrorThatChangesNothingHere() async throws {
        try await withTemporaryFolder { folder in
            let desktop = try FilmLibrary.inMemory()
            try desktop.rate(tmdbFilm(8), 6, on: day("2026-03-02"))
            let automatic = Self.automatic(desktop, in: folder, sharing: folder.appendingPathComponent("Unmounted"))
            #expect(throws: SyncError.folderMissing(path: folder.appendingPathComponent("Unmounted").path)) {
                try automatic.takeInIfFolderChanged()
            }
            #expect(try desktop.ratings(of: .tmdb).count == 1)
        }
    }
}
