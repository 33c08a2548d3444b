import Foundation
import GRDB

extension CacheDatabase {
    /// A WAL-mode pool on the file at `url` at the newest schema, the file and its folders
    /// created when missing.
    ///
    /// A file this process has read in WAL mode at the newest schema (`isReady`) is opened as it
    /// is. Anything else (a new
    /// file, one not yet in WAL mode, an older schema) is done holding ``CacheFileLock``: create
    /// the file, switch it to WAL, read which migrations are applied and apply the others (a new
    /// file gets the newest schema, ``CacheSchemaSnapshot``, in one transaction). Every
    /// process that migrates holds that lock, so each migration runs exactly once however many
    /// start together, and one that finds the work done by another has nothing left to do.
    /// - Throws: as ``open(at:waiting:)``.
    static func openPool(at url: URL, isReady: Bool, waiting wait: CacheWait) throws(CacheError) -> DatabasePool {
        let path = url.path
        if isReady, let pool = try openCurrentPool(at: path, waiting: wait) {
            return pool
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: path, reason: "cannot create its folder (\(error.localizedDescription))")
        }
        return try CacheFileLock.withLock(beside: path, waiting: wait) { () throws(CacheError) -> DatabasePool in
            try openPoolHoldingLock(at: path, waiting: wait)
        }
    }

    /// What ``openPool(at:isReady:waiting:)`` does holding ``CacheFileLock``: create the file,
    /// switch it to WAL, and bring it to the newest schema.
    static func openPoolHoldingLock(at path: String, waiting wait: CacheWait) throws(CacheError) -> DatabasePool {
        // SQLite does not call the busy handler for the exclusive lock that switching to WAL
        // takes, so a reader of the old journal can make it fail at once: try again.
        let pool = try wait.poll(for: path) { () throws(CacheError) -> DatabasePool? in
            do throws(CacheError) {
                return try makePool(at: path, waiting: wait)
            } catch .busy {
                return nil
            }
        }
        let schema = try schema(of: pool, wait: wait)
        switch schema {
        case .current:
            return pool
        case .empty:
            do {
                try pool.write(CacheSchemaSnapshot.create)
            } catch {
                try? pool.close()
                throw CacheError(error, path: path, waited: wait.limit)
            }
            return pool
        case .older:
            do {
                try CacheMigrations.migrator.migrate(pool)
            } catch {
                try? pool.close()
                throw CacheError(error, path: path, waited: wait.limit)
            }
            return pool
        case .newer, .foreign:
            try? pool.close()
            throw schema.refusal(path: path)
        }
    }

    /// A pool on a file already in WAL mode, opened holding ``CacheFileLock`` shared, or `nil`
    /// when its schema needs migrating or its opening was kept waiting (the locked path will wait
    /// for it properly).
    private static func openCurrentPool(at path: String, waiting wait: CacheWait) throws(CacheError) -> DatabasePool? {
        try CacheFileLock.withSharedLock(beside: path, waiting: wait) { () throws(CacheError) -> DatabasePool? in
            let pool: DatabasePool
            do throws(CacheError) {
                pool = try makePool(at: path, waiting: wait)
            } catch .busy {
                return nil
            }
            let schema: CacheSchema
            do throws(CacheError) {
                schema = try Self.schema(of: pool, wait: wait)
            } catch {
                try? pool.close()
                throw error
            }
            switch schema {
            case .current:
                return pool
            case .empty, .older:
                try? pool.close()
                return nil
            case .newer, .foreign:
                try? pool.close()
                throw schema.refusal(path: path)
            }
        }
    }

    private static func makePool(at path: String, waiting wait: CacheWait) throws(CacheError) -> DatabasePool {
        do {
            return try DatabasePool(path: path, configuration: makeConfiguration(waiting: wait))
        } catch {
            throw openingError(error, path: path, waiting: wait)
        }
    }
}
