import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// A machine's change file folded into a snapshot when it grows (issue 62): what another machine
/// reads is the same library whatever a file syncer delivers first, removals included, and a fold
/// killed half done is done again by the next sync.
@Suite struct SyncSnapshotTests {
    static let changes = "movies-laptop.jsonl"
    static let snapshot = "movies-laptop.snapshot.jsonl"

    /// The laptop's library and folder just before the sync that folds, and after it; `edit`, the
    /// edit whose sync folds.
    struct Fold {
        let laptop: LibraryOnAMachine
        let before: URL
        let after: URL
        let edit: Int
    }

    /// On the laptop, films 1, 2 and 3 go on the watchlist and a desktop takes them in; then film 1
    /// comes off, and film 2 comes off and goes back on, syncing after each, until the laptop
    /// folds its change file. The folder is copied to `parent/before` just before the folding
    /// sync, and to `parent/after` after it. With `killedAt`, the laptop stops before that edit's
    /// sync, as if killed in it before its library changed.
    static func laptopFolding(in parent: URL, killedAt: Int? = nil) throws -> (Fold, desktop: LibraryOnAMachine) {
        let shared = try made(parent.appendingPathComponent("shared"))
        let laptop = try LibraryOnAMachine("laptop", syncingThrough: shared)
        let desktop = try LibraryOnAMachine("desktop", syncingThrough: shared)
        for film in 1...3 { try laptop.library.addToWatchlist(tmdbFilm(film), on: day("2026-03-0\(film)")) }
        try laptop.sync()
        try desktop.sync()
        var edits: [() throws -> Void] = [{ _ = try laptop.library.removeFromWatchlist(tmdbFilm(1)) }]
        for round in 4...9 {
            edits.append { _ = try laptop.library.removeFromWatchlist(tmdbFilm(2)) }
            edits.append { _ = try laptop.library.addToWatchlist(tmdbFilm(2), on: day("2026-03-0\(round)")) }
        }
        for (index, edit) in edits.enumerated() {
            try edit()
            let before = try copy(shared, to: parent.appendingPathComponent("before"))
            if index == killedAt { return (Fold(laptop: laptop, before: before, after: before, edit: index), desktop) }
            try laptop.sync()
            if FileManager.default.fileExists(atPath: shared.appendingPathComponent(snapshot).path) {
                let after = try copy(shared, to: parent.appendingPathComponent("after"))
                return (Fold(laptop: laptop, before: before, after: after, edit: index), desktop)
            }
            try FileManager.default.removeItem(at: before)
        }
        throw SyncError.unreadable(path: shared.path, reason: "the laptop never folded its change file")
    }

    @Test func aChangeFileThatGrewIsFoldedIntoASnapshotThatKeepsItsRemovals() async throws {
        try await withTemporaryFolder { parent in
            let (fold, desktop) = try Self.laptopFolding(in: parent)
            let snapshot = try Self.lines(of: Self.snapshot, in: fold.after)
            #expect(snapshot.first?.contains("\"library snapshot\"") == true)
            // Film 1's add and its removal, film 2's last add, film 3's add.
            #expect(snapshot.count == 1 + 4, "\(snapshot)")
            #expect(snapshot.contains { $0.contains("\"present\":false") && $0.contains("\"id\":1,") })
            #expect(try Self.lines(of: Self.changes, in: fold.after).count == 1)

            // The desktop held film 1 and never saw it come off: the snapshot takes it off.
            let report = try desktop.sync(through: fold.after)
            #expect(report.removed == 1)
            #expect(try desktop.library.watchlist(of: .tmdb).compactMap(\.film.id).sorted() == [2, 3])
            #expect(try desktop.holdings() == fold.laptop.holdings())

            // Nothing more to say: the laptop's files stay as they are.
            let again = try fold.laptop.sync()
            #expect(again.sent == 0 && again.taken == 0)
            #expect(try Self.lines(of: Self.snapshot, in: fold.laptop.folder.url) == snapshot)
        }
    }

    /// What a file syncer may have delivered of the laptop's fold: a folder's laptop files, each
    /// from before the fold or after it (`nil`: not there).
    enum Delivery: String, CaseIterable {
        case snapshotBeforeTheChangeFile, snapshotWithoutTheChangeFile, both

        /// Where the change file and the snapshot come from, before or after the fold.
        func sources(_ fold: Fold) -> (changes: URL?, snapshot: URL?) {
            switch self {
            case .snapshotBeforeTheChangeFile: (fold.before, fold.after)
            case .snapshotWithoutTheChangeFile: (nil, fold.after)
            case .both: (fold.after, fold.after)
            }
        }
    }

    @Test(arguments: Delivery.allCases)
    func aMachineReadingMidFoldGetsTheSameLibraryEachChangeCountedOnce(delivery: Delivery) async throws {
        try await withTemporaryFolder { parent in
            let (fold, _) = try Self.laptopFolding(in: parent)
            let (changes, snapshot) = delivery.sources(fold)
            var files: [(String, URL)] = []
            if let changes { files.append((Self.changes, changes)) }
            if let snapshot { files.append((Self.snapshot, snapshot)) }
            let fresh = try LibraryOnAMachine("fresh", syncingThrough: parent)
            let delivered = try Self.folder(parent.appendingPathComponent("fresh-\(delivery)"), holding: files)
            try fresh.sync(through: delivered)
            #expect(try fresh.holdings() == fold.laptop.holdings())

            // A machine that took in every line of the laptop's before the fold takes the one
            // change sent with it, film 2 back on the watchlist, and the lines read again as no
            // change.
            let seen = try LibraryOnAMachine("seen", syncingThrough: parent)
            let before = try Self.copy(fold.before, to: parent.appendingPathComponent("seen"))
            try seen.sync(through: before)
            let again = try Self.folder(parent.appendingPathComponent("seen-\(delivery)"), holding: files)
            let report = try seen.sync(through: again)
            #expect(report.taken == 1 && report.added == 1 && report.changed == 0 && report.removed == 0)
            #expect(try seen.holdings() == fold.laptop.holdings())
        }
    }

    @Test func aChangeFileArrivingBeforeItsSnapshotWaitsForItThenTheLibraryIsTheSame() async throws {
        try await withTemporaryFolder { parent in
            let (fold, _) = try Self.laptopFolding(in: parent)
            let reader = try LibraryOnAMachine("desktop", syncingThrough: parent)
            let delivered = try Self.folder(
                parent.appendingPathComponent("delivered"), holding: [(Self.changes, fold.after)])
            try reader.sync(through: delivered)
            try FileManager.default.copyItem(
                at: fold.after.appendingPathComponent(Self.snapshot),
                to: delivered.appendingPathComponent(Self.snapshot))
            try reader.sync(through: delivered)
            #expect(try reader.holdings() == fold.laptop.holdings())
        }
    }
}

extension SyncSnapshotTests {
    /// Where the laptop was killed during its fold: what its folder holds, its library as before
    /// the folding sync (its transaction never committed).
    enum Kill: String, CaseIterable {
        case whileWritingTheSnapshot, afterTheSnapshotBeforeTheChangeFile, afterBothFilesBeforeTheLibrary
    }

    @Test(arguments: Kill.allCases)
    func aFoldKilledAtAnyMomentIsDoneAgainByTheNextSyncLosingNothing(kill: Kill) async throws {
        try await withTemporaryFolder { parent in
            // Two laptops alike, change for change: one folds, the other stands for it killed.
            let (fold, _) = try Self.laptopFolding(in: parent.appendingPathComponent("done"))
            let (killed, _) = try Self.laptopFolding(in: parent.appendingPathComponent("killed"), killedAt: fold.edit)
            try #require(
                try Self.lines(of: Self.changes, in: killed.before) == Self.lines(of: Self.changes, in: fold.before))
            let folder = try Self.copy(killed.before, to: parent.appendingPathComponent("left"))
            let snapshot = try Data(contentsOf: fold.after.appendingPathComponent(Self.snapshot))
            switch kill {
            case .whileWritingTheSnapshot:
                try snapshot.prefix(snapshot.count / 2).write(
                    to: folder.appendingPathComponent(Self.snapshot + ".0F0C2A55-half.tmp"))
            case .afterTheSnapshotBeforeTheChangeFile:
                try snapshot.write(to: folder.appendingPathComponent(Self.snapshot))
            case .afterBothFilesBeforeTheLibrary:
                try snapshot.write(to: folder.appendingPathComponent(Self.snapshot))
                try Data(contentsOf: fold.after.appendingPathComponent(Self.changes)).write(
                    to: folder.appendingPathComponent(Self.changes))
            }
            // The killed laptop's library is as before its folding sync: it syncs again.
            let laptop = killed.laptop
            let report = try laptop.sync(through: folder)
            #expect(report.refused.isEmpty && report.warnings.isEmpty)
            #expect(try laptop.holdings() == fold.laptop.holdings())
            // The fold is done: the change file holds no line the snapshot holds.
            let changes = try Self.lines(of: Self.changes, in: folder).dropFirst()
            let folded = try Self.lines(of: Self.snapshot, in: folder).dropFirst()
            #expect(!changes.contains(where: folded.contains), "\(changes)")
            // No change lost: a machine reading the folder holds what the laptop holds.
            let reader = try LibraryOnAMachine("desktop", syncingThrough: parent)
            try reader.sync(through: folder)
            #expect(try reader.holdings() == laptop.holdings())
            #expect(try laptop.sync(through: folder).sent == 0)
        }
    }
}

extension SyncSnapshotTests {
    @Test func aChangeFileHoldingLinesItsSnapshotHoldsIsFoldedEvenWithNothingToSend() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let (header, line) = try Self.foldStoppedAfterItsSnapshot(of: laptop)
            #expect(try laptop.sync().sent == 0)
            #expect(try Self.lines(of: Self.changes, in: folder).count == 1)
            #expect(try Self.lines(of: Self.snapshot, in: folder) == [header, line])
        }
    }

    @Test func theStatusCountsEachChangeOnceWhileAFoldIsHalfDone() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let desktop = try LibraryOnAMachine("desktop", syncingThrough: folder)
            _ = try Self.foldStoppedAfterItsSnapshot(of: laptop)
            for machine in [laptop, desktop] {
                let status = try machine.library.syncStatus(of: machine.folder, machine: machine.machine)
                #expect(status.machines.map(\.changes) == [1], "\(machine.machine)")
            }
        }
    }

    /// The laptop, film 1 on its watchlist, synced, then a fold of its stopped after the snapshot
    /// was written: the change file still holds the line the snapshot took. The snapshot's lines.
    static func foldStoppedAfterItsSnapshot(of laptop: LibraryOnAMachine) throws -> (header: String, line: String) {
        try laptop.library.addToWatchlist(tmdbFilm(1), on: day("2026-03-01"))
        try laptop.sync()
        let folder = laptop.folder.url
        let line = try lines(of: changes, in: folder)[1]
        let header = #"{"format":1,"machine":"laptop","movies":"library snapshot"}"#
        try Data((header + "\n" + line + "\n").utf8).write(to: folder.appendingPathComponent(snapshot))
        return (header, line)
    }

    /// Makes the folder `url`.
    static func made(_ url: URL) throws -> URL {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of the folder `folder` at `copy`.
    static func copy(_ folder: URL, to copy: URL) throws -> URL {
        try FileManager.default.copyItem(at: folder, to: copy)
        return copy
    }

    /// A new folder at `url` holding, for each name, the file of that name in the folder beside it.
    static func folder(_ url: URL, holding files: [(String, URL)]) throws -> URL {
        _ = try made(url)
        for (name, source) in files {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(name), to: url.appendingPathComponent(name))
        }
        return url
    }

    /// The lines of the file `name` in `folder`.
    static func lines(of name: String, in folder: URL) throws -> [String] {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }
}
