import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock every `movies` process takes to create the cache, switch it to write-ahead logging
/// and migrate it: `flock` on `NAME.lock` beside the cache file.
///
/// SQLite's own locks cannot cover these steps: switching to WAL needs an exclusive lock for
/// which SQLite does not call its busy handler, and a migration that turns foreign keys off runs
/// outside any transaction. The lock is a file of its own because the database file carries
/// SQLite's POSIX locks, which closing any other descriptor of that file would drop. The file is
/// empty and stays: removing it would let two processes lock two different files.
enum CacheFileLock {
    /// Runs `body` holding the lock beside `databasePath`, waiting for it as `wait` says.
    /// - Throws: ``CacheError/busy(path:waited:)`` when another process holds it past the wait's
    ///   limit; ``CacheError/cannotOpen(path:reason:)`` when the lock file cannot be opened;
    ///   whatever `body` throws.
    static func withLock<T>(
        beside databasePath: String, waiting wait: CacheWait, _ body: () throws(CacheError) -> T
    ) throws(CacheError) -> T {
        let path = databasePath + ".lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw .cannotOpen(path: databasePath, reason: "cannot open its lock file \(path) (\(reason))")
        }
        defer { close(descriptor) }
        _ = try wait.poll(for: databasePath) { () throws(CacheError) -> Bool? in
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
            switch errno {
            case EWOULDBLOCK, EINTR: return nil
            case let code:
                throw .cannotOpen(
                    path: databasePath, reason: "cannot lock \(path) (\(String(cString: strerror(code))))")
            }
        }
        return try body()
    }
}
