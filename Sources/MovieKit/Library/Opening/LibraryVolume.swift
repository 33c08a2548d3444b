import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system holding a library, asked why SQLite failed on it when SQLite does not say:
/// an "unable to open database file" on a read-only mount, a "disk I/O error" on a full disk
/// (SQLite makes its shared-memory index grow by writing to it, and reports that write's ENOSPC
/// as an I/O error).
enum LibraryVolume {
    /// Below this many bytes free, a disk that just failed a write is taken to be full.
    static let nearlyFull = 1 << 20

    /// The system error that most likely made an open, read or write of the library at `path`
    /// fail: `EROFS` when its file system is mounted read-only, `ENOSPC` when it has less than
    /// ``nearlyFull`` bytes left; `nil` when neither.
    static func likelyError(at path: String) -> Int32? {
        let folder = (path as NSString).deletingLastPathComponent
        var status = statvfs()
        guard statvfs(folder.isEmpty ? "." : folder, &status) == 0 else { return nil }
        if status.f_flag & UInt(ST_RDONLY) != 0 { return EROFS }
        // Blocks kept for root are free to root alone.
        let free = UInt64(geteuid() == 0 ? status.f_bfree : status.f_bavail) * UInt64(status.f_frsize)
        return free < UInt64(nearlyFull) ? ENOSPC : nil
    }
}
