import Foundation
import MovieKit

/// The cache file as the commands that work on it alone see it (`years`, `cache info`, `cache
/// clear`, `cache reset`): with ``ServiceStack``, the only place that opens it, so that no command
/// reaches the database itself. Reading never creates a missing file (it reads as empty); every
/// failure carries the cache's exit status.
struct LocalCache {
    /// The cache file.
    let url: URL
    let console: Console

    /// Whether there is a file at ``url``.
    var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

    /// The lists of `catalogue` the cache holds, by year then list.
    func lists(of catalogue: Catalogue) throws(CommandFailure) -> [CachedListSummary] {
        try reading { database throws(CacheError) in try database.cachedLists(of: catalogue) }
    }

    /// What the cache holds, per source and in all.
    func statistics() throws(CommandFailure) -> CacheStatistics {
        try reading { database throws(CacheError) in try database.statistics() }
    }

    /// Deletes what the cache holds of `source` (of every source when `nil`), in one transaction,
    /// once `confirm` has agreed on seeing what there is; whether it did.
    func clear(_ source: MovieSource?, confirm: (CacheStatistics) -> Bool) throws(CommandFailure) -> Bool {
        try reading { database throws(CacheError) in
            guard confirm(try database.statistics()) else { return false }
            try database.clear(source)
            return true
        }
    }

    /// Moves the cache file (and its `-wal`, `-shm`) aside and starts an empty one; where the old
    /// one went, or `nil` when there was none.
    func reset() throws(CommandFailure) -> URL? {
        do {
            return try CacheDatabase.reset(at: url, waiting: CacheWaiting.wait(console: console))
        } catch {
            throw CommandFailure(error)
        }
    }

    /// What `read` makes of the cache opened for reading (a write opens it for writing then).
    private func reading<Answer>(
        _ read: (CacheDatabase) throws(CacheError) -> Answer
    ) throws(CommandFailure) -> Answer {
        do {
            return try read(try CacheDatabase.openForReading(at: url, waiting: CacheWaiting.wait(console: console)))
        } catch {
            throw CommandFailure(error)
        }
    }
}
