import Foundation
import MovieKitTestSupport
import Testing

/// `movies library sync FOLDER` with nothing new, run by the built binary (issue 62, row 20a):
/// when no other machine's file changed since the last sync (a `stat`), this machine's own are
/// as it left them and nothing was written to the library since, the folder is neither read nor
/// written; anything else the `stat` sees changed is read.
struct FolderSyncNothingNewRunTests {
    typealias Machine = FolderSyncRunTests.Machine
    typealias Files = AutomaticFolderSyncRunTests

    /// What changes behind the stamp the desktop kept at its last sync.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case otherFileTouched, otherFileAdded, otherFileRemoved, otherFileReplacedKeepingSizeAndTime
        case conflictCopyAppeared, ownFileRemoved, ownFileReplacedKeepingSizeAndTime, libraryWritten

        var testDescription: String { rawValue }
    }

    /// A laptop, a phone and a desktop synced through `shared`, in that order, the laptop's file
    /// then spoiled behind the stamp (a line that is refused when read, its `stat` kept).
    private static func syncedThree(in folder: URL, sharing shared: URL) async throws -> (Machine, Machine, Machine) {
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let laptop = try Machine(folder.appendingPathComponent("laptop"))
        let phone = try Machine(folder.appendingPathComponent("phone"))
        let desktop = try Machine(folder.appendingPathComponent("desktop"))
        try await laptop.must(["watchlist", "add", "7"])
        try await phone.must(["rate", "8", "6"])
        try await desktop.must(["watched", "1", "--on", "2026-11-01"])
        for machine in [laptop, phone, desktop] { try await machine.must(["library", "sync", shared.path]) }
        _ = try Files.spoilLastLineKeepingItsStat(shared.appendingPathComponent(try Files.changeFile(of: laptop)).path)
        return (laptop, phone, desktop)
    }

    /// Replaces the file at `path` by a copy of it renamed over it: another file number, its size
    /// and times kept.
    private static func replaceKeepingSizeAndTime(_ path: String) throws {
        var before = stat()
        #expect(stat(path, &before) == 0)
        let copy = path + ".copy"
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, copy, &times, 0) == 0)
        #expect(rename(copy, path) == 0)
    }

    @Test func aSyncWithNothingNewReadsAndWritesNothingAndSaysSo() async throws {
        try await withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("Sync")
            let (_, _, desktop) = try await Self.syncedThree(in: folder, sharing: shared)
            let own = shared.appendingPathComponent(try Files.changeFile(of: desktop)).path
            let written = Files.written(own)

            let run = try await desktop.run(["library", "sync", shared.path])
            #expect(run.status == 0 && run.error.isEmpty, "\(run.error)")
            #expect(
                run.output == "Sent 0 changes to \(shared.path); took 0 (0 entries added, 0 changed, 0 removed).\n")
            #expect(Files.written(own) == written)
        }
    }

    @Test(arguments: Change.allCases)
    func aChangeBehindTheStampIsReadByTheNextSync(_ change: Change) async throws {
        try await withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("Sync")
            let (laptop, phone, desktop) = try await Self.syncedThree(in: folder, sharing: shared)
            let laptopFile = shared.appendingPathComponent(try Files.changeFile(of: laptop)).path
            let phoneFile = shared.appendingPathComponent(try Files.changeFile(of: phone)).path
            let own = shared.appendingPathComponent(try Files.changeFile(of: desktop)).path
            switch change {
            case .otherFileTouched:
                var status = stat()
                #expect(stat(laptopFile, &status) == 0)
                var times = [status.st_atim, timespec(tv_sec: status.st_mtim.tv_sec + 1, tv_nsec: 0)]
                #expect(utimensat(AT_FDCWD, laptopFile, &times, 0) == 0)
            case .otherFileAdded:
                let tablet = try Machine(folder.appendingPathComponent("tablet"))
                // It reads the laptop's spoiled line too, and writes its file all the same.
                #expect(try await tablet.run(["library", "sync", shared.path]).status == 65)
            case .otherFileRemoved: try FileManager.default.removeItem(atPath: phoneFile)
            case .otherFileReplacedKeepingSizeAndTime: try Self.replaceKeepingSizeAndTime(phoneFile)
            case .conflictCopyAppeared:
                let name =
                    (phoneFile as NSString).deletingPathExtension + ".sync-conflict-20261205-101010-ABCDEFG.jsonl"
                try FileManager.default.copyItem(atPath: phoneFile, toPath: name)
            case .ownFileRemoved: try FileManager.default.removeItem(atPath: own)
            case .ownFileReplacedKeepingSizeAndTime: try Self.replaceKeepingSizeAndTime(own)
            case .libraryWritten: try await desktop.must(["watchlist", "add", "2"])
            }

            let run = try await desktop.run(["library", "sync", shared.path])
            // Read: the laptop's spoiled line is refused.
            #expect(run.status == 65 && run.error.contains("refused"), "\(run.error)")
        }
    }
}
