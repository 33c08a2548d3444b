import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a `stat` says of the change files and snapshots in a sync folder: each one's name, file
/// number, size and change time, nothing of it read. When it is the one kept beside the library
/// at its last sync, nothing arrived since and there is nothing to take in.
///
/// The other machines' files are stamped before a sync reads them (a file changed while it reads
/// differs from the stamp at the next look); this machine's own files, which its syncs write,
/// after the sync wrote them (``ownFiles``), so that one removed, replaced or left half folded
/// is seen. Temporary files are left out. The stamp kept is only a note of what was seen: lost or
/// damaged, the next look syncs once more.
struct SyncFolderStamp: Sendable, Equatable {
    /// The folder's path, then a line per other machine's file: `NAME INODE SIZE SECONDS.NANOSECONDS`.
    let text: String
    /// A line per file of this machine's own, as after the last sync (`own NAME INODE SIZE …`).
    var ownFiles: String = ""
    /// Whether the sync it was kept after read every line of the folder (nothing refused or
    /// passed over, which each sync says again).
    var readWhole = true

    /// The line that marks a stamp kept after a sync that refused or passed over lines.
    private static let passedOver = "passed over"

    init(text: String, ownFiles: String = "", readWhole: Bool = true) {
        self.text = text
        self.ownFiles = ownFiles
        self.readWhole = readWhole
    }

    /// The stamp of `folder`'s change files and snapshots now, `machine`'s own apart (in
    /// ``ownFiles``; none before this machine has an id).
    /// - Throws: ``SyncError/folderMissing(path:)`` for a folder that is not there,
    ///   ``SyncError/unreadable(path:reason:)`` for one that cannot be listed.
    init(of folder: SyncFolder, machine: MachineID?) throws(SyncError) {
        try folder.checkPresent()
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        } catch {
            throw .unreadable(path: folder.url.path, reason: "\(error.localizedDescription)")
        }
        var lines = [folder.url.path]
        var own = ""
        for name in names.sorted() where SyncFolder.holdsChanges(name) {
            guard let line = Self.line(of: name, in: folder) else { continue }
            if let machine, SyncFolder.ownFile(name, of: machine) != nil {
                own += "own \(line)\n"
            } else {
                lines.append(line)
            }
        }
        text = lines.joined(separator: "\n") + "\n"
        ownFiles = own
    }

    /// `NAME INODE SIZE SECONDS.NANOSECONDS` of the file `name` of `folder`; `nil` when it is gone.
    private static func line(of name: String, in folder: SyncFolder) -> String? {
        var status = stat()
        guard stat(folder.url.appendingPathComponent(name).path, &status) == 0 else { return nil }
        #if canImport(Glibc)
        let modified = status.st_mtim
        #else
        let modified = status.st_mtimespec
        #endif
        return "\(name) \(status.st_ino) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }

    /// Whether the folder holds no other machine's file.
    var isEmpty: Bool { !text.dropLast().contains("\n") }

    /// Whether nothing arrived in the folder since `kept` was kept and this machine's own files
    /// are as its last sync left them (`kept` `nil`: nothing is known, so something did).
    func seesNothingNew(since kept: SyncFolderStamp?) -> Bool {
        guard let kept else { return false }
        return text == kept.text && ownFiles == kept.ownFiles
    }

    /// Where the stamp of the library at `library`'s last sync is kept: beside it,
    /// `NAME.sync-seen`.
    static func file(besideLibraryAt library: URL) -> URL {
        URL(fileURLWithPath: library.path + ".sync-seen")
    }

    /// The stamp kept beside the library at `library`; `nil` when there is none (or it does not
    /// read).
    static func kept(besideLibraryAt library: URL) -> SyncFolderStamp? {
        guard let bytes = try? SmallFile.bytes(atPath: file(besideLibraryAt: library).path, atMost: 1 << 20),
            let whole = String(bytes: bytes, encoding: .utf8)
        else { return nil }
        var text = ""
        var own = ""
        var readWhole = true
        for (index, line) in whole.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated() {
            if index > 0, line.hasPrefix("own ") {
                own += line + "\n"
            } else if index > 0, line == passedOver {
                readWhole = false
            } else {
                text += line + "\n"
            }
        }
        return SyncFolderStamp(text: text, ownFiles: own, readWhole: readWhole)
    }

    /// Keeps the stamp beside the library at `library`, replaced whole, with `ownFiles` (the
    /// stamp of this machine's files after the sync wrote them) and whether the sync read the
    /// folder whole; a stamp that cannot be kept only costs the next look a sync.
    func keep(besideLibraryAt library: URL, ownFiles: String, readWhole: Bool) {
        let kept = text + ownFiles + (readWhole ? "" : Self.passedOver + "\n")
        try? AtomicFile(path: Self.file(besideLibraryAt: library).path).replace(with: Array(kept.utf8))
    }
}
