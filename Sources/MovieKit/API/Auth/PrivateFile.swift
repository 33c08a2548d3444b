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
struct PrivateFile: Sendable {
    /// Why the file could not be written or removed, in words that name it.
    struct Failure: Error, Sendable {
        let reason: String
    }

    let url: URL
    /// What the file is, in words, for warnings: "token file".
    let name: String

    /// The contents, or `nil` when there is no file, it cannot be read, or it is readable by
    /// others and cannot be narrowed to 0600.
    func read(logger: Logger) -> Data? {
        let path = url.path
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let mode = status.st_mode & 0o777
        if mode & 0o077 != 0 {
            if chmod(path, 0o600) == 0 {
                logger.warning(
                    "the \(name) \(path) was readable by others (mode \(String(mode, radix: 8))); it is now 0600")
            } else {
                logger.warning(
                    "the \(name) \(path) is readable by others (mode \(String(mode, radix: 8))) and could not be narrowed; not using it"
                )
                return nil
            }
        }
        return FileManager.default.contents(atPath: path)
    }

    /// Replaces the contents with `bytes`, creating the folder (0700) and the file (0600).
    func write(_ bytes: [UInt8]) throws(Failure) {
        let folder = url.deletingLastPathComponent().path
        guard Self.makeFolders(folder) else {
            throw Failure(reason: "cannot create \(folder): \(String(cString: strerror(errno)))")
        }
        let path = url.path
        let temporary = path + ".\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw Failure(reason: "cannot create \(temporary): \(String(cString: strerror(errno)))")
        }
        let written = bytes.withUnsafeBytes { Self.writeBytes(descriptor, $0.baseAddress, $0.count) }
        // The umask may have narrowed the mode further, never widened it; make it exactly 0600.
        let ok = written == bytes.count && fchmod(descriptor, 0o600) == 0 && fsync(descriptor) == 0
        close(descriptor)
        guard ok, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(reason: "cannot write \(path): \(reason)")
        }
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

    private static func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    /// Creates `path` and its missing parents, the new ones with mode 0700.
    private static func makeFolders(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return isDirectory.boolValue }
        let parent = (path as NSString).deletingLastPathComponent
        guard parent != path, makeFolders(parent) else { return false }
        return mkdir(path, 0o700) == 0 || errno == EEXIST
    }
}
