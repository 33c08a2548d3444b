import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// What file syncers leave in a sync folder loses nothing and stops nothing (issue 62): a file
/// half carried, conflicting copies, a newer format (of a change file or a snapshot alike),
/// hostile lines, a folder gone.
@Suite struct SyncFolderFilesTests {
    /// A line of `machine`'s that rates film `film` `rating` at `clock`.
    static func ratingLine(
        _ film: Int, _ rating: String, clock: String = "2026-03-10T09:00:00.000Z/0", machine: String = "desktop"
    ) -> String {
        """
        {"clock":"\(clock)","entry":"rating","fields":{"present":true,"ratedOn":"2026-03-10","rating":\(rating)},\
        "film":{"id":\(film),"source":"tmdb","title":"Film","year":2016},"machine":"\(machine)"}
        """
    }

    static let header = #"{"format":1,"machine":"desktop","movies":"library changes"}"#

    static func write(_ text: String, to name: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// A machine's change file, and its snapshot (issue 62), which file syncers carry alike.
    static let machinesFiles = ["movies-desktop.jsonl", "movies-desktop.snapshot.jsonl"]

    @Test(arguments: machinesFiles)
    func aFileStillArrivingIsReadUpToItsLastWholeLineThenWholeOnceItArrives(name: String) async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let whole = Self.header + "\n" + Self.ratingLine(1, "7") + "\n"
            let second = Self.ratingLine(2, "8", clock: "2026-03-10T09:00:00.000Z/1")
            try Self.write(whole + second.prefix(40), to: name, in: folder)
            let torn = try laptop.sync()
            #expect(torn.taken == 1 && torn.refused.isEmpty)
            #expect(
                torn.warnings == [
                    "\(name): line 3 has not arrived whole (the file is still being carried?); read up to line 2"
                ])
            try Self.write(whole + second + "\n", to: name, in: folder)
            #expect(try laptop.sync().taken == 1)
            #expect(try laptop.library.ratings(of: .tmdb).count == 2)
        }
    }

    @Test(arguments: [
        "movies-desktop.sync-conflict-20260310-093000-ABCDEFG.jsonl",
        "movies-desktop (Laptop's conflicted copy 2026-03-10).jsonl",
        "movies-desktop.snapshot.sync-conflict-20260310-093000-ABCDEFG.jsonl",
        "movies-desktop.snapshot (Laptop's conflicted copy 2026-03-10).jsonl",
    ])
    func aSyncersConflictingCopyIsReadAsItsMachinesChanges(name: String) async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            try Self.write(Self.header + "\n" + Self.ratingLine(1, "7") + "\n", to: "movies-desktop.jsonl", in: folder)
            try Self.write(
                Self.header + "\n" + Self.ratingLine(2, "6", clock: "2026-03-10T09:00:00.000Z/1") + "\n", to: name,
                in: folder)
            #expect(try laptop.sync().taken == 2)
            #expect(try laptop.library.ratings(of: .tmdb).compactMap(\.film.id).sorted() == [1, 2])
        }
    }

    @Test(arguments: machinesFiles)
    func aFileOfANewerFormatIsPassedOverNamedAndLeftAsItIs(name: String) async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let newer = #"{"format":2,"machine":"desktop"}"# + "\n" + Self.ratingLine(1, "7") + "\n"
            try Self.write(newer, to: name, in: folder)
            let report = try laptop.sync()
            #expect(report.taken == 0)
            #expect(
                report.warnings == [
                    "\(name) is of a newer format (2) than this movies reads; passed over, left as it is"
                ])
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == newer)
        }
    }

    @Test func hostileLinesAreRefusedWithTheirFileAndLineAndTheRestMerges() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            var bytes = Array((Self.header + "\n").utf8)
            bytes += Array((Self.ratingLine(0, "7") + "\n").utf8)
            bytes += Array((Self.ratingLine(1, "7.3") + "\n").utf8)
            bytes += Array(Self.ratingLine(1, "7").utf8).map { $0 == UInt8(ascii: "F") ? 0xFF : $0 } + [0x0A]
            bytes += Array(String(repeating: "x", count: 70_000).utf8) + [0x0A]
            bytes += Array("[1, 2]\n".utf8)
            bytes += Array(
                (Self.ratingLine(1, "7").replacingOccurrences(of: "2026-03-10\"", with: "2026-13-45\"") + "\n").utf8)
            bytes += Array(
                (Self.ratingLine(1, "7").replacingOccurrences(of: "\"ratedOn\"", with: "\"seenBy\"") + "\n").utf8)
            bytes += Array((Self.ratingLine(5, "8", clock: "2026-03-10T09:00:00.000Z/9") + "\n").utf8)
            try Data(bytes).write(to: folder.appendingPathComponent("movies-desktop.jsonl"))
            let report = try laptop.sync()
            #expect(report.taken == 1)
            #expect(try laptop.library.ratings(of: .tmdb).map(\.film.id) == [5])
            #expect(
                report.refused.map { $0.prefix(24) } == [
                    "movies-desktop.jsonl:2: ", "movies-desktop.jsonl:3: ", "movies-desktop.jsonl:4: ",
                    "movies-desktop.jsonl:5: ", "movies-desktop.jsonl:6: ", "movies-desktop.jsonl:7: ",
                    "movies-desktop.jsonl:8: ",
                ])
            #expect(
                report.refused[0].hasSuffix("its film's 0 is not a film's id: a whole number from 1")
                    || report.refused[0].contains("0"))
            #expect(report.refused[2].hasSuffix("it is not UTF-8 text"))
            #expect(report.refused[3].hasSuffix("a line of 70000 bytes, longer than 65536"))
            #expect(report.refused[6].hasSuffix("a rating has no field \"seenBy\""))
        }
    }

    @Test func aFolderThatVanishedIsAnErrorThatChangesNothing() async throws {
        try await withTemporaryFolder { folder in
            let gone = folder.appendingPathComponent("unmounted")
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: gone)
            try laptop.library.rate(tmdbFilm(2), 7, on: day("2026-03-02"))
            #expect(throws: SyncError.folderMissing(path: gone.path)) { try laptop.sync() }
            #expect(try laptop.library.lastSyncFolder() == nil)
        }
    }

    @Test func aChangeFileThatCannotBeWrittenLeavesTheLibraryAsItWas() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            try Self.write(Self.header + "\n" + Self.ratingLine(1, "7") + "\n", to: "movies-desktop.jsonl", in: folder)
            // A folder where this machine's file goes: the rename over it fails.
            try FileManager.default.createDirectory(at: laptop.changeFile, withIntermediateDirectories: false)
            try laptop.library.rate(tmdbFilm(2), 7, on: day("2026-03-02"))
            #expect {
                try laptop.sync()
            } throws: { error in
                guard case .folderReadOnly = error as? SyncError else { return false }
                return true
            }
            #expect(try laptop.library.ratings(of: .tmdb).map(\.film.id) == [2])
            #expect(try laptop.library.lastSyncFolder() == nil)
        }
    }
}
