import Foundation
import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of secrets only the user can read (mode 0600) in a folder only the user can enter
/// (0700): written atomically, so a crash leaves the old contents or the new; narrowed to 0600,
/// with a warning, when found readable by others.
///
/// It is read without following a symbolic link, unless the link leads to a file of the user's own
/// that only the user can read: a link planted there never has its target narrowed, read, and
/// sent as a credential. A folder that others can write is named in a warning, as ssh does.
struct PrivateFile: Sendable {
    /// Why the file could not be written or removed, in words that name it.
    typealias Failure = AtomicFile.Failure

    let url: URL
    /// What the file is, in words, for warnings: "token file".
    let name: String
    /// Whether a folder of the user's own found open to others (0755) is narrowed to 0700, with a
    /// warning, when the file is read.
    var narrowingFolder = false

    /// The contents, or `nil` when there is no file, it cannot be read, it is a link to anything
    /// but a file of the user's own with mode 0600, or it is readable by others and cannot be
    /// narrowed to 0600.
    func read(logger: Logger) -> Data? {
        let path = url.path
        warnIfOthersCanWriteItsFolder(logger: logger)
        if narrowingFolder { narrowFolderOpenToOthers(logger: logger) }
        var link = stat()
        guard lstat(path, &link) == 0 else { return nil }
        let isLink = link.st_mode & S_IFMT == S_IFLNK
        guard isLink || link.st_mode & S_IFMT == S_IFREG else {
            logger.warning("the \(name) \(path) is not a file; not using it")
            return nil
        }
        // O_NONBLOCK: a FIFO (or a device) a link leads to is refused by the check below rather
        // than waited on; a regular file reads as ever.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (isLink ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            logger.warning("the \(name) \(path) is not a file; not using it")
            return nil
        }
        let mode = status.st_mode & 0o777
        if isLink {
            guard status.st_uid == getuid(), mode & 0o077 == 0 else {
                logger.warning(
                    "the \(name) \(path) is a link to a file that is not yours alone (mode \(String(mode, radix: 8))); not using it"
                )
                return nil
            }
        } else if mode & 0o077 != 0 {
            if fchmod(descriptor, 0o600) == 0 {
                logger.warning(
                    "the \(name) \(path) was readable by others (mode \(String(mode, radix: 8))); it is now 0600")
            } else {
                logger.warning(
                    "the \(name) \(path) is readable by others (mode \(String(mode, radix: 8))) and could not be narrowed; not using it"
                )
                return nil
            }
        }
        do {
            return try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
        } catch {
            return nil
        }
    }

    /// Warns when the file's folder can be written by others: they could put any file in its place.
    private func warnIfOthersCanWriteItsFolder(logger: Logger) {
        let folder = url.deletingLastPathComponent().path
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & 0o022 != 0 else { return }
        logger.warning(
            "the folder \(folder) of the \(name) can be written by others (mode \(String(status.st_mode & 0o777, radix: 8))); run chmod 700 \(folder)"
        )
    }

    /// Narrows the file's folder to 0700 when it is the user's own and others may enter or read
    /// it (0755, as `mkdir` makes it), saying so; warns when it cannot.
    private func narrowFolderOpenToOthers(logger: Logger) {
        let folder = url.deletingLastPathComponent().path
        var status = stat()
        guard stat(folder, &status) == 0, status.st_uid == getuid(), status.st_mode & 0o022 == 0,
            status.st_mode & 0o077 != 0
        else { return }
        let mode = String(status.st_mode & 0o777, radix: 8)
        if chmod(folder, 0o700) == 0 {
            logger.warning("the folder \(folder) of the \(name) was open to others (mode \(mode)); it is now 0700")
        } else {
            logger.warning(
                "the folder \(folder) of the \(name) is open to others (mode \(mode)); run chmod 700 \(folder)")
        }
    }

    /// Replaces the contents with `bytes`, creating the folder (0700) and the file (exactly
    /// 0600, whatever the umask); a link in the file's place is replaced, never followed.
    func write(_ bytes: [UInt8]) throws(Failure) {
        try AtomicFile.replace(url.path, with: bytes, mode: 0o600, exactly: true)
    }

    /// Deletes the file; `false` when there was none.
    @discardableResult
    func remove() throws(Failure) -> Bool {
        guard unlink(url.path) == 0 else {
            if errno == ENOENT { return false }
            throw Failure(reason: "cannot remove \(url.path): \(String(cString: strerror(errno)))")
        }
        return true
    }
}
