import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder your library's copies sync through (a Syncthing or Dropbox folder, a git work tree, a
/// USB stick): it holds no database, only a change file per machine, `movies-MACHINE.jsonl`, one
/// change a line (``SyncChange``) after a first line naming its format, and the machine's snapshot,
/// `movies-MACHINE.snapshot.jsonl`, the same lines folded (``SyncOwnFiles``). Each machine writes
/// its own files alone, whole, to a temporary name then renamed over them; it reads every
/// machine's.
///
/// What file syncers leave behind is read for what it is: a file still arriving (its last line
/// without its end) up to its last whole line, with a warning; Syncthing's `*.sync-conflict-*`
/// and Dropbox's "conflicted copy" files (which keep the name's start and end) as changes of the
/// machine each line names; a file of a newer format is passed over, named, never rewritten.
public struct SyncFolder: Sendable {
    /// The folder.
    public let url: URL

    /// The format this `movies` reads and writes.
    static let format = 1
    /// The longest line read: a change is a few hundred bytes, a long review a few thousand.
    static let maximumLineBytes = 65_536

    public init(url: URL) {
        self.url = url
    }

    /// One of this machine's own files.
    enum OwnFile: Sendable {
        /// Its change file.
        case changes
        /// Its snapshot.
        case snapshot
    }

    /// The name of `machine`'s change file.
    static func fileName(of machine: MachineID) -> String { "movies-\(machine.text).jsonl" }

    /// The name of `machine`'s snapshot (a machine id holds no `.`, so no change file has it).
    static func snapshotName(of machine: MachineID) -> String { "movies-\(machine.text).snapshot.jsonl" }

    /// Which of `machine`'s own files `name` is; `nil` for another machine's, or a syncer's copy.
    static func ownFile(_ name: String, of machine: MachineID) -> OwnFile? {
        name == fileName(of: machine) ? .changes : name == snapshotName(of: machine) ? .snapshot : nil
    }

    /// Whether a file of the folder named `name` holds changes: a machine's change file or
    /// snapshot, or a syncer's conflicting copy of one (never a temporary file, which starts with
    /// `.` or ends otherwise).
    static func holdsChanges(_ name: String) -> Bool {
        name.hasPrefix("movies-") && name.hasSuffix(".jsonl")
    }

    /// The first line of `machine`'s change file, or of its snapshot.
    static func header(of machine: MachineID, file: OwnFile = .changes) -> [UInt8] {
        let holding = file == .changes ? "library changes" : "library snapshot"
        return Array("{\"format\":\(format),\"machine\":\"\(machine.text)\",\"movies\":\"\(holding)\"}\n".utf8)
    }

    /// Refuses a folder that is not there (exit 74) or cannot be written (exit 73) before anything
    /// is read or changed.
    /// - Throws: ``SyncError/folderMissing(path:)``, ``SyncError/folderReadOnly(path:reason:)``.
    public func checkWritable() throws(SyncError) {
        try checkPresent()
        // access(2), not a probe file: a sync killed between making and removing a probe left it
        // in the folder, for file syncers to carry to every machine. access says EROFS for a
        // read-only mount as it says EACCES for a folder not yours to write.
        guard access(url.path, W_OK | X_OK) == 0 else {
            throw .folderReadOnly(path: url.path, reason: String(cString: strerror(errno)))
        }
    }

    /// Refuses a folder that is not there.
    func checkPresent() throws(SyncError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .folderMissing(path: url.path)
        }
    }

    /// Every change the folder's files hold, what was refused or passed over in them, and the
    /// whole lines of `machine`'s own files (which it writes again, with its new changes).
    /// - Throws: ``SyncError`` when the folder cannot be listed or a file read, or `machine`'s own
    ///   file is of a newer format.
    func read(for machine: MachineID, today: Date) throws(SyncError) -> SyncFolderReading {
        try checkPresent()
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter(Self.holdsChanges).sorted()
        } catch {
            throw .unreadable(path: url.path, reason: "\(error.localizedDescription)")
        }
        var reading = SyncFolderReading()
        for name in names {
            let path = url.appendingPathComponent(name).path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                // A file a syncer took away between the listing and now is no longer there to read.
                if FileManager.default.fileExists(atPath: path) {
                    throw .unreadable(path: path, reason: "permission denied, or not a file")
                }
                continue
            }
            try SyncFileReader(name: name, bytes: Array(data), today: today)
                .read(into: &reading, own: Self.ownFile(name, of: machine))
        }
        return reading
    }

    /// Writes `machine`'s own files as `files` says: first its snapshot, when it is folded anew,
    /// then its change file, each whole to a temporary name, flushed, then renamed over it. Killed
    /// between the two, the snapshot already says what the change file does, and the next sync
    /// folds again.
    /// - Throws: ``SyncError/folderReadOnly(path:reason:)`` when it cannot be written.
    func write(_ files: SyncOwnFiles, of machine: MachineID) throws(SyncError) {
        if let snapshot = files.snapshot {
            try replace(Self.snapshotName(of: machine), with: Self.header(of: machine, file: .snapshot), snapshot)
        }
        if files.writesChanges {
            try replace(Self.fileName(of: machine), with: Self.header(of: machine), files.changes)
        }
    }

    /// Replaces the file `name` with `header` then `lines`.
    private func replace(_ name: String, with header: [UInt8], _ lines: [SyncOwnLine]) throws(SyncError) {
        var bytes = header
        for line in lines { bytes += line.bytes }
        do {
            try AtomicFile(path: url.appendingPathComponent(name).path).replace(with: bytes)
        } catch {
            throw .folderReadOnly(path: url.path, reason: error.reason)
        }
    }
}
