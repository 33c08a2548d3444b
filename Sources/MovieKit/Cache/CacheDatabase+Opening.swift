import Foundation
import GRDB

extension CacheDatabase {
    /// Opens (creating it and its folders if needed) the cache file at `url`: a WAL-mode pool,
    /// or, when the file cannot be written, a read-only connection that still answers.
    public static func open(at url: URL) throws(CacheError) -> CacheDatabase {
        let path = url.path
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            throw .cannotOpen(path: path, reason: "it is a folder; give a file path with --cache")
        }
        if exists && !FileManager.default.isWritableFile(atPath: path) {
            return try openReadOnly(path: path)
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: path, reason: "cannot create its folder (\(error.localizedDescription))")
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: makeConfiguration())
        } catch {
            throw openingError(error, path: path)
        }
        return try CacheDatabase(pool)
    }

    /// An empty cache in memory, for tests and previews.
    public static func inMemory() throws(CacheError) -> CacheDatabase {
        do {
            return try CacheDatabase(DatabaseQueue(configuration: makeConfiguration()))
        } catch {
            throw openingError(error, path: ":memory:")
        }
    }

    private static func openReadOnly(path: String) throws(CacheError) -> CacheDatabase {
        var configuration = makeConfiguration()
        configuration.readonly = true
        do {
            return try CacheDatabase(DatabaseQueue(path: path, configuration: configuration))
        } catch {
            throw openingError(error, path: path)
        }
    }

    private static func openingError(_ error: any Error, path: String) -> CacheError {
        switch CacheError(error, path: path) {
        case .failed(let reason): .cannotOpen(path: path, reason: reason)
        case let other: other
        }
    }

    /// WAL (for a pool), a busy timeout so concurrent runs wait rather than fail, foreign keys,
    /// and SQL tracing to stderr when `MOVIES_SQL_TRACE` is set.
    static func makeConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.foreignKeysEnabled = true
        if ProcessInfo.processInfo.environment["MOVIES_SQL_TRACE"] != nil {
            configuration.prepareDatabase { db in
                db.trace { FileHandle.standardError.write(Data("SQL: \($0)\n".utf8)) }
            }
        }
        return configuration
    }
}
