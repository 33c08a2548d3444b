import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// A machine's own snapshot of a newer format is left as it is, and the `stat` before a read sees
/// another machine's snapshot change (issue 62); a snapshot half carried, its conflicting copies
/// and another machine's of a newer format are in ``SyncFolderFilesTests``.
@Suite struct SyncSnapshotFilesTests {
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
