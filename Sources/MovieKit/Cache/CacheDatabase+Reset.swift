import Foundation
import GRDB

extension CacheDatabase {
    /// Moves the cache at `url` aside (``CacheFiles/moveAside(at:)``) and starts an empty cache in
    /// its place, holding ``CacheFileLock`` throughout: other processes wait to open the cache
    /// until the new one is made (within their own waits), and those that opened the old one go
    /// on reading it, whole, under its new name. Only a file that is a cache of movies (or a
    /// damaged one, which cannot say) is moved, never a device, a FIFO or another program's
    /// database given as the cache.
    /// - Returns: where the old cache went, or `nil` when there was none.
    /// - Throws: ``CacheError/cannotOpen(path:reason:)`` for what must not be moved or cannot be;
    ///   ``CacheError/busy(path:waited:)`` when another process holds the lock past `wait`'s limit.
    public static func reset(at url: URL, waiting wait: CacheWait = CacheWait()) throws(CacheError) -> URL? {
        // Before the lock too: taking it makes a lock file beside the path, never beside a device.
        try checkMayMoveAside(at: url, holdingLock: false, waiting: wait)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: url.path, reason: "cannot create its folder (\(error.localizedDescription))")
        }
        return try CacheFileLock.withLock(beside: url.path, waiting: wait) { () throws(CacheError) -> URL? in
            // What is at the path may have changed while the lock was awaited.
            try checkMayMoveAside(at: url, holdingLock: true, waiting: wait)
            let moved = try CacheFiles(url: url).moveAside()
            let pool = try openPoolHoldingLock(at: url.path, waiting: wait)
            do {
                try pool.close()
            } catch {
                throw CacheError(error, path: url.path, waited: wait.limit)
            }
            return moved
        }
    }
}
