import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// What file syncers leave of a machine's snapshot is read as they leave of its change file
/// (issue 62): a snapshot half carried, a conflicting copy, a newer format; and the `stat` before
/// a read sees another machine's snapshot change.
@Suite struct SyncSnapshotFilesTests {
    static let header = #"{"format":1,"machine":"desktop","movies":"library snapshot"}"#

    static func rating(_ film: Int, _ rating: String, counter: Int) -> String {
        SyncFolderFilesTests.ratingLine(film, rating, clock: "2026-03-10T09:00:00.000Z/\(counter)")
    }

    @Test func aSnapshotStillArrivingIsReadUpToItsLastWholeLineThenWholeOnceItArrives() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let whole = Self.header + "\n" + Self.rating(1, "7", counter: 0) + "\n"
            let second = Self.rating(2, "8", counter: 1)
            try SyncFolderFilesTests.write(whole + second.prefix(40), to: "movies-desktop.snapshot.jsonl", in: folder)
            let torn = try laptop.sync()
            #expect(torn.taken == 1 && torn.refused.isEmpty)
            #expect(
                torn.warnings == [
                    "movies-desktop.snapshot.jsonl: line 3 has not arrived whole (the file is still being carried?); "
                        + "read up to line 2"
                ])
            try SyncFolderFilesTests.write(whole + second + "\n", to: "movies-desktop.snapshot.jsonl", in: folder)
            #expect(try laptop.sync().taken == 1)
            #expect(try laptop.library.ratings(of: .tmdb).count == 2)
        }
    }

    @Test(arguments: [
        "movies-desktop.snapshot.sync-conflict-20260310-093000-ABCDEFG.jsonl",
        "movies-desktop.snapshot (Laptop's conflicted copy 2026-03-10).jsonl",
    ])
    func aSyncersConflictingCopyOfASnapshotIsReadAsItsMachinesChanges(name: String) async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            try SyncFolderFilesTests.write(
                Self.header + "\n" + Self.rating(1, "7", counter: 0) + "\n", to: "movies-desktop.snapshot.jsonl",
                in: folder)
            try SyncFolderFilesTests.write(
                Self.header + "\n" + Self.rating(2, "6", counter: 1) + "\n", to: name, in: folder)
            #expect(try laptop.sync().taken == 2)
            #expect(try laptop.library.ratings(of: .tmdb).compactMap(\.film.id).sorted() == [1, 2])
        }
    }

    @Test func aSnapshotOfANewerFormatIsPassedOverNamedAndLeftAsItIs() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let newer = #"{"format":2,"machine":"desktop"}"# + "\n" + Self.rating(1, "7", counter: 0) + "\n"
            try SyncFolderFilesTests.write(newer, to: "movies-desktop.snapshot.jsonl", in: folder)
            let report = try laptop.sync()
            #expect(report.taken == 0)
            #expect(
                report.warnings == [
                    "movies-desktop.snapshot.jsonl is of a newer format (2) than this movies reads; passed over, "
                        + "left as it is"
                ])
            let kept = try String(
                contentsOf: folder.appendingPathComponent("movies-desktop.snapshot.jsonl"), encoding: .utf8)
            #expect(kept == newer)
        }
    }

    @Test func aMachinesOwnSnapshotOfANewerFormatStopsItsSyncAndIsNotRewritten() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let newer = #"{"format":2,"machine":"laptop"}"# + "\n"
            try SyncFolderFilesTests.write(newer, to: "movies-laptop.snapshot.jsonl", in: folder)
            try laptop.library.rate(tmdbFilm(2), 7, on: day("2026-03-02"))
            #expect(throws: SyncError.ownFileNewer(path: "movies-laptop.snapshot.jsonl", format: 2)) {
                try laptop.sync()
            }
            #expect(!FileManager.default.fileExists(atPath: laptop.changeFile.path))
            let kept = try String(
                contentsOf: folder.appendingPathComponent("movies-laptop.snapshot.jsonl"), encoding: .utf8)
            #expect(kept == newer)
        }
    }

    @Test func theStatBeforeAReadSeesAnotherMachinesSnapshotAndLeavesItsOwnOut() async throws {
        try await withTemporaryFolder { parent in
            let (fold, desktop) = try SyncSnapshotTests.laptopFolding(in: parent)
            let before = try SyncFolderStamp(of: SyncFolder(url: fold.before), machine: desktop.machine)
            let after = try SyncFolderStamp(of: SyncFolder(url: fold.after), machine: desktop.machine)
            #expect(!before.text.contains("movies-laptop.snapshot.jsonl"))
            #expect(after.text.contains("\nmovies-laptop.snapshot.jsonl "))
            let own = try SyncFolderStamp(of: SyncFolder(url: fold.after), machine: fold.laptop.machine)
            #expect(!own.text.contains("movies-laptop."), "\(own.text)")
            #expect(own.text.contains("\nmovies-desktop.jsonl "))
        }
    }
}
