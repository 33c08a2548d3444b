import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, symbolic links followed: nothing, a file, a folder, or something else (a
/// FIFO, a device, a socket), which is never opened as a file of ours nor renamed over.
public enum PathEntry: Sendable, Equatable {
    case missing
    case file
    case folder
    /// Something that is not a file or a folder, as a person names it: "a FIFO", "a device", ….
    case other(String)

    /// What is at `path` now.
    public init(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = errno == ENOENT ? .missing : .other("unreadable (\(String(cString: strerror(errno))))")
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .other("a FIFO")
        case S_IFCHR, S_IFBLK: self = .other("a device")
        case S_IFSOCK: self = .other("a socket")
        default: self = .other("not a file")
        }
    }

    /// The device and inode of what is at `path`, to tell whether two paths name one file; `nil`
    /// when nothing is there.
    public static func identity(of path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }
}
