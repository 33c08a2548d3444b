import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder your library's copies sync through (a Syncthing or Dropbox folder, a git work tree, a
/// USB stick): it holds no database, only a change file per machine, `movies-MACHINE.jsonl`, one
/// change a line (``SyncChange``) after a first line naming its format. Each machine writes its
/// own file alone, whole, to a temporary name then renamed over it; it reads every machine's.
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

    /// The name of `machine`'s change file.
    static func fileName(of machine: MachineID) -> String { "movies-\(machine.text).jsonl" }

    /// Whether a file of the folder named `name` holds changes: a machine's file, or a syncer's
    /// conflicting copy of one (never a temporary file, which starts with `.` or ends otherwise).
    static func holdsChanges(_ name: String) -> Bool {
        name.hasPrefix("movies-") && name.hasSuffix(".jsonl")
    }

    /// The first line of a change file.
    static func header(of machine: MachineID) -> [UInt8] {
        Array("{\"format\":\(format),\"machine\":\"\(machine.text)\",\"movies\":\"library changes\"}\n".utf8)
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
    /// whole lines of `machine`'s own file (which it writes again, with its new changes).
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
                .read(into: &reading, own: name == Self.fileName(of: machine))
        }
        return reading
    }

    /// Writes `machine`'s file anew: its first line, `kept` (its whole lines as read), then
    /// `changes`, to a temporary name, flushed, then renamed over it.
    /// - Throws: ``SyncError/folderReadOnly(path:reason:)`` when it cannot be written.
    func write(_ changes: [SyncChange], after kept: [UInt8], of machine: MachineID) throws(SyncError) {
        var bytes = Self.header(of: machine) + kept
        for change in changes { bytes += change.line }
        do {
            try AtomicFile(path: url.appendingPathComponent(Self.fileName(of: machine)).path).replace(with: bytes)
        } catch {
            throw .folderReadOnly(path: url.path, reason: error.reason)
        }
    }
}
