import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a `stat` says of the other machines' change files and snapshots in a sync folder: each
/// one's name, file number, size and change time, nothing of it read. When it is the one kept
/// beside the library at its last automatic sync, nothing arrived since and there is nothing to
/// take in.
///
/// This machine's own files are left out (its syncs write them); so are temporary files. The
/// stamp kept is only a note of what was seen: lost or damaged, the next read syncs once more.
struct SyncFolderStamp: Sendable, Equatable {
    /// The folder's path, then a line per file: `NAME INODE SIZE SECONDS.NANOSECONDS`.
    let text: String

    init(text: String) {
        self.text = text
    }

    /// The stamp of `folder`'s change files and snapshots now, `machine`'s own left out (none
    /// before this machine has an id).
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
        for name in names.sorted() where SyncFolder.holdsChanges(name) {
            if let machine, SyncFolder.ownFile(name, of: machine) != nil { continue }
            var status = stat()
            guard stat(folder.url.appendingPathComponent(name).path, &status) == 0 else { continue }
            #if canImport(Glibc)
            let modified = status.st_mtim
            #else
            let modified = status.st_mtimespec
            #endif
            lines.append("\(name) \(status.st_ino) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)")
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// Whether the folder holds no other machine's file.
    var isEmpty: Bool { !text.dropLast().contains("\n") }

    /// Where the stamp of the library at `library`'s last automatic sync is kept: beside it,
    /// `NAME.sync-seen`.
    static func file(besideLibraryAt library: URL) -> URL {
        URL(fileURLWithPath: library.path + ".sync-seen")
    }

    /// The stamp kept beside the library at `library`; `nil` when there is none (or it does not
    /// read).
    static func kept(besideLibraryAt library: URL) -> SyncFolderStamp? {
        guard let bytes = try? SmallFile.bytes(atPath: file(besideLibraryAt: library).path, atMost: 1 << 20),
            let text = String(bytes: bytes, encoding: .utf8)
        else { return nil }
        return SyncFolderStamp(text: text)
    }

    /// Keeps the stamp beside the library at `library`, replaced whole; a stamp that cannot be
    /// kept only costs the next read a sync.
    func keep(besideLibraryAt library: URL) {
        try? AtomicFile(path: Self.file(besideLibraryAt: library).path).replace(with: Array(text.utf8))
    }
}
