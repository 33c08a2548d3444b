import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file a new library is made in before it is linked into place,
/// `.library.sqlite.new-PID-RANDOM` beside it (with SQLite's journal of it), and the lock on
/// their folder that tells a living maker's files from those of a maker that was killed.
///
/// Every maker holds the folder (`flock`, shared) from before its file exists until after it is
/// removed. A maker that gets the folder exclusively knows that no other maker is at work there,
/// so the makers' files it finds were left by makers that died; of those it removes the ones
/// whose process has ended too (a `movies` from before this lock took none, and may still be at
/// work), then holds the folder shared like any maker. Nothing but such files is ever removed.
struct LibraryMaking {
    /// Where the library is made.
    let file: URL
    private let folder: Int32

    /// Takes the folder of `url` (clearing the files of dead makers when no other maker is at
    /// work) and names the file to make the library in.
    /// - Throws: ``LibraryError/cannotOpen(path:reason:)`` when the folder cannot be opened.
    init(for url: URL) throws(LibraryError) {
        let folderURL = url.deletingLastPathComponent()
        folder = open(folderURL.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else {
            throw .cannotOpen(
                path: url.path, reason: "its folder cannot be opened: \(String(cString: strerror(errno)))")
        }
        if flock(folder, LOCK_EX | LOCK_NB) == 0 {
            Self.removeLeftovers(of: url.lastPathComponent, in: folderURL.path)
        }
        // Shared from here on; where the folder cannot be locked at all, the maker makes its file
        // unlocked, and no maker removes anything there.
        while flock(folder, LOCK_SH) != 0 && errno == EINTR {}
        file = folderURL.appendingPathComponent(
            ".\(url.lastPathComponent).new-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    }

    /// Removes the file and whatever SQLite made beside it, then lets go of the folder.
    func finish() {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(file.path + suffix) }
        close(folder)
    }

    /// SQLite's files beside a database file.
    private static let suffixes = ["-journal", "-wal", "-shm"]

    /// Removes, from `folder`, the regular files that a maker of `fileName`'s library named and
    /// whose process has ended. The caller holds the folder exclusively.
    private static func removeLeftovers(of fileName: String, in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let maker = makerID(of: name, making: fileName), kill(maker, 0) != 0, errno == ESRCH else {
                continue
            }
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(path)
        }
    }

    /// The process id in `name` when it names a maker's file of `fileName`'s library
    /// (`.NAME.new-PID-RANDOM`, or that and `-journal`, `-wal` or `-shm`); else `nil`.
    static func makerID(of name: String, making fileName: String) -> pid_t? {
        let prefix = ".\(fileName).new-"
        guard name.hasPrefix(prefix) else { return nil }
        var rest = Substring(name.dropFirst(prefix.count))
        if let suffix = suffixes.first(where: { rest.hasSuffix($0) }) {
            rest = rest.dropLast(suffix.count)
        }
        let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }),
            let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil
        else { return nil }
        return pid
    }
}
