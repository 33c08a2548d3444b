import Foundation
import GRDB

extension CacheDatabase {
    /// Opens the cache file at `url` for writing, creating it and its folders if needed: a
    /// WAL-mode pool at the newest schema (see ``openPool(at:isReady:waiting:)``), or, when the file
    /// cannot be written, a read-only connection that still answers.
    ///
    /// Any number of processes may open the same file at once, new or at an older schema; one
    /// that waits for another past `wait`'s limit fails. The schema is read before anything is
    /// written, so a cache from a newer `movies` is left as it was.
    /// - Throws: ``CacheError/busy(path:waited:)`` past the wait,
    ///   ``CacheError/newerSchema(path:found:supported:)`` for a cache written by a newer
    ///   `movies`, ``CacheError/corrupt(path:reason:)`` for a damaged file,
    ///   ``CacheError/cannotOpen(path:reason:)`` for a folder or a file that cannot be created.
    public static func open(at url: URL, waiting wait: CacheWait = CacheWait()) throws(CacheError) -> CacheDatabase {
        let cache = try openForReading(at: url, waiting: wait)
        _ = try cache.writer
        return cache
    }

    /// Opens the cache file at `url` for reading only: a read-only connection, no pool, nothing
    /// written. A missing file is not created; it reads as an empty cache. The first write opens
    /// the file for writing as ``open(at:waiting:)`` does.
    ///
    /// A cache at an older schema is migrated at once, as ``open(at:waiting:)`` would, and read
    /// through the pool that migrated it: a reader never answers from a schema half its own. So is
    /// a cache that a process stopped mid-write (killed while creating it, say) left with a
    /// rollback journal, which only a connection that can write the file may roll back.
    /// - Throws: as ``open(at:waiting:)``; ``CacheError/cannotOpen(path:reason:)`` for an older
    ///   cache that cannot be written, ``CacheError/interrupted(path:)`` for one left mid-write.
    public static func openForReading(
        at url: URL, waiting wait: CacheWait = CacheWait()
    ) throws(CacheError) -> CacheDatabase {
        let path = url.path
        switch CacheFiles(url: url).entry {
        case .missing:
            return CacheDatabase(reader: nil, writer: nil, file: url, isReady: false, wait: wait)
        case .folder:
            throw .cannotOpen(path: path, reason: "it is a folder; give a file path with --cache")
        case .other(let what):
            throw .cannotOpen(path: path, reason: "it is \(what), not a file; give a file path with --cache")
        case .file:
            break
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            return try openReadOnly(at: url, waiting: wait)
        }
        let connection: (DatabaseQueue, CacheSchema, isWriteAheadLogged: Bool)
        do throws(CacheError) {
            connection = try sharedReadOnlyConnection(at: path, waiting: wait)
        } catch .interrupted {
            return try recoverInterrupted(at: url, waiting: wait)
        }
        let (queue, schema, isWriteAheadLogged) = connection
        switch schema {
        case .current:
            return CacheDatabase(reader: queue, writer: nil, file: url, isReady: isWriteAheadLogged, wait: wait)
        case .empty, .older:
            try? queue.close()
            let pool = try openPool(at: url, isReady: false, waiting: wait)
            return CacheDatabase(reader: pool, writer: pool, file: url, isReady: true, wait: wait)
        case .newer, .foreign:
            try? queue.close()
            throw schema.refusal(path: path)
        }
    }

    /// The cache at `url` that a process stopped mid-write (mid-creation, as often as not) left
    /// with a journal that a read-only connection cannot roll back: the pool's writer rolls it
    /// back, then makes or migrates the cache as for any other.
    /// - Throws: ``CacheError/interrupted(path:)`` when it cannot (its folder is read-only, say).
    private static func recoverInterrupted(at url: URL, waiting wait: CacheWait) throws(CacheError) -> CacheDatabase {
        do throws(CacheError) {
            let pool = try openPool(at: url, isReady: false, waiting: wait)
            return CacheDatabase(reader: pool, writer: pool, file: url, isReady: true, wait: wait)
        } catch .cannotOpen, .readOnly, .failed {
            throw .interrupted(path: url.path)
        }
    }

    /// Checks that the file at `url` may be moved aside by `cache reset`: only a file that is a
    /// cache of movies (or a damaged one, which cannot say) is moved, never a device, a FIFO or
    /// another program's database given as the cache.
    ///
    /// The file is read only while no other `cache reset` moves it: holding ``CacheFileLock``
    /// (`holdingLock`), or else taking it shared, waiting as `wait` says. A connection opened in
    /// the midst of a move would take one cache's shared memory for another's, and the reset
    /// making the new cache would fail with a disk I/O error.
    /// - Throws: ``CacheError/cannotOpen(path:reason:)`` naming what must not be moved;
    ///   ``CacheError/busy(path:waited:)`` past the wait.
    static func checkMayMoveAside(at url: URL, holdingLock: Bool, waiting wait: CacheWait) throws(CacheError) {
        switch CacheFiles(url: url).entry {
        case .missing, .file: break
        case .folder: throw .cannotOpen(path: url.path, reason: "it is a folder; nothing was moved")
        case .other(let what):
            throw .cannotOpen(path: url.path, reason: "it is \(what), not a cache file; nothing was moved")
        }
        let schema: CacheSchema
        do throws(CacheError) {
            let (queue, read, _) =
                try holdingLock
                ? readOnlyConnection(at: url.path, waiting: wait)
                : sharedReadOnlyConnection(at: url.path, waiting: wait)
            try? queue.close()
            schema = read
        } catch .busy(let path, let waited) {
            throw .busy(path: path, waited: waited)
        } catch {
            return
        }
        if schema == .foreign { throw schema.refusal(path: url.path, moving: true) }
    }

    /// An empty cache in memory, for tests and previews.
    public static func inMemory() throws(CacheError) -> CacheDatabase {
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(configuration: makeConfiguration(waiting: CacheWait()))
        } catch {
            throw openingError(error, path: ":memory:", waiting: CacheWait())
        }
        return try CacheDatabase(queue)
    }

    /// A cache whose file cannot be written: it answers at the newest schema, and saving fails
    /// with ``CacheError/readOnly(path:)``.
    private static func openReadOnly(at url: URL, waiting wait: CacheWait) throws(CacheError) -> CacheDatabase {
        let (queue, schema, _) = try sharedReadOnlyConnection(at: url.path, waiting: wait)
        guard schema == .current else {
            try? queue.close()
            throw schema.refusal(path: url.path)
        }
        return CacheDatabase(reader: queue, writer: queue, file: url, isReady: false, wait: wait)
    }

    /// ``readOnlyConnection(at:waiting:)`` opened holding ``CacheFileLock`` shared: never while
    /// `cache reset` moves the files, so the database, its log and its shared memory are one
    /// cache's, which the connection then reads through its descriptors whatever is renamed.
    private static func sharedReadOnlyConnection(
        at path: String, waiting wait: CacheWait
    ) throws(CacheError) -> (DatabaseQueue, CacheSchema, isWriteAheadLogged: Bool) {
        try CacheFileLock.withSharedLock(beside: path, waiting: wait) {
            () throws(CacheError) -> (DatabaseQueue, CacheSchema, isWriteAheadLogged: Bool) in
            try readOnlyConnection(at: path, waiting: wait)
        }
    }

    /// A read-only connection to the file at `path`, its schema, and whether it is in WAL mode.
    ///
    /// Only SQLite may open the database file: closing any other descriptor of it would drop the
    /// locks SQLite holds on it for the whole process, so even its header is read through SQLite.
    private static func readOnlyConnection(
        at path: String, waiting wait: CacheWait
    ) throws(CacheError) -> (DatabaseQueue, CacheSchema, isWriteAheadLogged: Bool) {
        do {
            return try readOnlyConnection(opening: path, waiting: wait)
        } catch let error as DatabaseError
            where [.SQLITE_CANTOPEN, .SQLITE_IOERR, .SQLITE_FULL].contains(error.resultCode) && !hasLog(path)
        {
            // A file in WAL mode is read through a shared-memory file beside it, which a read-only
            // folder or a full disk cannot hold. With no log beside it, nothing is missing from the
            // file itself: read it as it is, unchanging (SQLite's `immutable`), and save nothing.
            do {
                return try readOnlyConnection(opening: "file:\(Self.uriPath(path))?immutable=1", waiting: wait)
            } catch {
                throw openingError(error, path: path, waiting: wait)
            }
        } catch {
            throw openingError(error, path: path, waiting: wait)
        }
    }

    /// Whether a write-ahead log with something in it is beside the file at `path`.
    private static func hasLog(_ path: String) -> Bool {
        let size = (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? NSNumber
        return (size?.int64Value ?? 0) > 0
    }

    /// A read-only connection to `name` (a path or a URI), its schema and whether it is in WAL mode.
    private static func readOnlyConnection(
        opening name: String, waiting wait: CacheWait
    ) throws -> (DatabaseQueue, CacheSchema, isWriteAheadLogged: Bool) {
        var configuration = makeConfiguration(waiting: wait)
        configuration.readonly = true
        let queue = try DatabaseQueue(path: name, configuration: configuration)
        do {
            return try queue.read { db in
                (queue, try CacheSchema(db), try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal")
            }
        } catch {
            try? queue.close()
            throw error
        }
    }

    /// `path` as the path of a `file:` URI: `%`, `?` and `#` escaped.
    static func uriPath(_ path: String) -> String {
        path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "?", with: "%3f")
            .replacingOccurrences(of: "#", with: "%23")
    }

    /// What reads answer before a missing cache file is created: an empty cache in memory, at the
    /// newest schema (made from ``CacheSchemaSnapshot``, not by replaying every migration).
    static func emptyStandIn(waiting wait: CacheWait) throws(CacheError) -> DatabaseQueue {
        do {
            let queue = try DatabaseQueue(configuration: makeConfiguration(waiting: wait))
            try queue.write(CacheSchemaSnapshot.create)
            return queue
        } catch {
            throw openingError(error, path: ":memory:", waiting: wait)
        }
    }

    /// The schema of the database `reader` reads.
    static func schema(of reader: any DatabaseReader, wait: CacheWait) throws(CacheError) -> CacheSchema {
        do {
            return try reader.read(CacheSchema.init)
        } catch {
            throw CacheError(error, path: reader.path, waited: wait.limit)
        }
    }

    static func openingError(_ error: any Error, path: String, waiting wait: CacheWait) -> CacheError {
        switch CacheError(error, path: path, waited: wait.limit) {
        case .failed(let reason): .cannotOpen(path: path, reason: reason)
        case let other: other
        }
    }

    /// A busy handler that waits as `wait` says (a pool's readers, which WAL seldom keeps
    /// waiting, keep GRDB's own ten seconds), foreign keys, and SQL tracing to stderr when
    /// `MOVIES_SQL_TRACE` is set.
    static func makeConfiguration(waiting wait: CacheWait) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .callback(wait.busyHandler)
        configuration.foreignKeysEnabled = true
        // getenv rather than ProcessInfo's environment, which builds a dictionary of every variable.
        if getenv("MOVIES_SQL_TRACE") != nil {
            configuration.prepareDatabase { db in
                db.trace { FileHandle.standardError.write(Data("SQL: \($0)\n".utf8)) }
            }
        }
        return configuration
    }
}
