import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock every `movies` process takes around the steps that name the cache's files by path:
/// `flock` on `NAME.lock` beside the cache file.
///
/// Held exclusively to create the cache, switch it to write-ahead logging, migrate it, and by
/// `cache reset` while it moves the files aside and starts a new cache; held shared while a
/// process opens the cache and reads its schema (once open, SQLite reads through descriptors, so
/// a reset after that leaves the process reading the file it opened, whole). So no process ever
/// opens a database from one cache and its log or shared memory from another.
///
/// SQLite's own locks cannot cover these steps: switching to WAL needs an exclusive lock for
/// which SQLite does not call its busy handler, a migration that turns foreign keys off runs
/// outside any transaction, and renaming files is no SQLite operation at all. The lock is a file
/// of its own because the database file carries SQLite's POSIX locks, which closing any other
/// descriptor of that file would drop. The file is empty and stays: removing it would let two
/// processes lock two different files. `flock` locks of one process on two descriptors exclude
/// each other too: code holding the lock never takes it again.
enum CacheFileLock {
    /// Runs `body` holding the lock beside `databasePath` exclusively, waiting for it as `wait`
    /// says.
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
        try take(LOCK_EX, on: descriptor, path: path, beside: databasePath, waiting: wait)
        return try body()
    }

    /// Runs `body` holding the lock beside `databasePath` shared with other openers, waiting for
    /// an exclusive holder as `wait` says. Reading writes nothing: where there is no lock file
    /// (a cache copied without it, a read-only folder, which no process can reset either), `body`
    /// runs unlocked.
    /// - Throws: ``CacheError/busy(path:waited:)`` when another process holds it exclusively past
    ///   the wait's limit; whatever `body` throws.
    static func withSharedLock<T>(
        beside databasePath: String, waiting wait: CacheWait, _ body: () throws(CacheError) -> T
    ) throws(CacheError) -> T {
        let path = databasePath + ".lock"
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        try take(LOCK_SH, on: descriptor, path: path, beside: databasePath, waiting: wait)
        return try body()
    }

    private static func take(
        _ operation: Int32, on descriptor: Int32, path: String, beside databasePath: String, waiting wait: CacheWait
    ) throws(CacheError) {
        _ = try wait.poll(for: databasePath) { () throws(CacheError) -> Bool? in
            if flock(descriptor, operation | LOCK_NB) == 0 { return true }
            switch errno {
            case EWOULDBLOCK, EINTR: return nil
            case let code:
                throw .cannotOpen(
                    path: databasePath, reason: "cannot lock \(path) (\(String(cString: strerror(code))))")
            }
        }
    }
}
