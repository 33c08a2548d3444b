import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock every `movies config set` and `unset` holds from reading the config file to renaming
/// its new text over it, so that one process at a time changes it and no process writes over a
/// setting another has just written: `flock` on `config.lock` beside the file.
///
/// The lock is a file of its own because the config file is replaced by a rename, which a lock
/// on the file itself would not outlast. It sits beside the config file as named, even when that
/// is a link: every `movies` names the same path. The file is empty and stays: removing it would
/// let two processes lock two different files. Reading the file takes no lock: a rename replaces
/// it whole. `flock` locks of one process on two descriptors exclude each other too: code
/// holding the lock never takes it again.
enum ConfigFileLock {
    /// Runs `body` holding the lock beside `configPath`, waiting as long as another process holds
    /// it (a change takes it for a moment); the lock file (0600) and its folders (0700) are
    /// created when missing.
    /// - Throws: ``ConfigFileError/cannotWrite(path:reason:)`` when the lock file cannot be
    ///   made or locked; whatever `body` throws.
    static func withLock<T>(
        beside configPath: String, _ body: () throws(ConfigFileError) -> T
    ) throws(ConfigFileError) -> T {
        let path = configPath + ".lock"
        let folder = (path as NSString).deletingLastPathComponent
        guard AtomicFile.makeFolders(folder) else {
            throw .cannotWrite(path: configPath, reason: "cannot create \(folder): \(String(cString: strerror(errno)))")
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .cannotWrite(
                path: configPath, reason: "cannot open its lock file \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .cannotWrite(path: configPath, reason: "cannot lock \(path): \(String(cString: strerror(errno)))")
            }
        }
        return try body()
    }
}
