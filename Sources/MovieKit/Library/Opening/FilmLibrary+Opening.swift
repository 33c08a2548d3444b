import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FilmLibrary {
    /// Opens your library at `url`, creating it (and its folder) when there is none yet.
    ///
    /// A new library is made whole in a file of its own beside `url` and linked into place only if
    /// nothing is there yet, so `url` is never a half-made library, however many processes create
    /// it at once (``LibraryMaking``). An existing library is checked page by page (SQLite's
    /// `quick_check`) before anything writes to it. An older library is copied beside itself
    /// (``backupURL(for:schema:)``) before it is migrated, in one transaction
    /// (``LibraryMigrations``); a library of the first release (schema 1) so becomes one ready to
    /// sync, every entry kept. `now` is the clock that stamps each change (``changes(since:)``).
    /// - Throws: ``LibraryError/notALibrary(path:reason:)`` for a file that is not a library (not
    ///   a database, empty, another program's), ``LibraryError/damaged(path:reason:)`` for one
    ///   SQLite finds damaged (truncated, a page that does not read),
    ///   ``LibraryError/newerSchema(path:found:supported:)`` for one with a migration this build
    ///   does not know, ``LibraryError/readOnly(path:)`` for one that cannot be written; in each
    ///   case the file is left exactly as it was.
    public static func open(
        at url: URL, now: @escaping @Sendable () -> Date = { MoviesClock.now() }
    ) throws(LibraryError) -> FilmLibrary {
        try open(at: url, migrations: LibraryMigrations.steps, now: now)
    }

    /// ``open(at:now:)`` with the schema `migrations` make (tests give a newer one).
    static func open(
        at url: URL, migrations: [LibraryMigrations.Step], now: @escaping @Sendable () -> Date = { MoviesClock.now() }
    ) throws(LibraryError) -> FilmLibrary {
        if try !isFile(at: url.path) { try create(at: url, migrations: migrations) }
        return try openExisting(at: url, migrations: migrations, now: now)
    }

    /// Opens your library at `url` if there is one; `nil` when no file is there (nothing is created).
    /// - Throws: as ``open(at:now:)``.
    public static func openIfPresent(at url: URL) throws(LibraryError) -> FilmLibrary? {
        guard PathEntry(url.path) != .missing else { return nil }
        return try open(at: url)
    }

    /// Opens your library at `url` for reading only, if there is one; `nil` when no file is there.
    /// Nothing is written to the file (a library at an older schema is migrated first, as
    /// ``open(at:now:)`` does); any change through it fails as ``LibraryError/readOnly(path:)``.
    /// Only what is read is checked (lists read the library on every cached answer): a read that
    /// meets a damaged page fails as ``LibraryError/damaged(path:reason:)``.
    /// - Throws: as ``open(at:now:)``.
    public static func openForReading(at url: URL) throws(LibraryError) -> FilmLibrary? {
        let path = url.path
        guard try isFile(at: path) else { return nil }
        if let refusal = try LibraryFileHeader(path: path).refusal(path: path) {
            throw refusal
        }
        let (queue, found) = try readOnlyQueue(at: path)
        guard found == LibraryMigrations.newest else {
            try? queue.close()
            if found > LibraryMigrations.newest {
                throw .newerSchema(path: path, found: found, supported: LibraryMigrations.newest)
            }
            return try open(at: url)
        }
        return FilmLibrary(writer: queue, file: url)
    }

    /// Whether a file is at `path` (`false`: nothing is).
    /// - Throws: for a folder, or what is not a file (a FIFO, a device), which is never opened.
    private static func isFile(at path: String) throws(LibraryError) -> Bool {
        switch PathEntry(path) {
        case .missing: false
        case .file: true
        case .folder: throw .cannotOpen(path: path, reason: "it is a folder; set MOVIES_LIBRARY to a file")
        case .other(let what): throw .cannotOpen(path: path, reason: "it is \(what), not a file")
        }
    }

    private static func openExisting(
        at url: URL, migrations: [LibraryMigrations.Step], now: @escaping @Sendable () -> Date
    ) throws(LibraryError) -> FilmLibrary {
        let path = url.path
        if let refusal = try LibraryFileHeader(path: path).refusal(path: path) {
            throw refusal
        }
        let newest = migrations.last?.version ?? 0
        // Read and checked before anything may write: opening a pool writes to the file (GRDB
        // makes sure the write-ahead log exists), which a newer or damaged library must not see.
        let found = try checkedSchema(at: path, migrations: migrations)
        guard access(path, W_OK) == 0 else { throw .readOnly(path: path) }
        let writer: DatabasePool
        do {
            writer = try DatabasePool(path: path, configuration: configuration())
        } catch {
            throw LibraryError(error, path: path)
        }
        let library = FilmLibrary(writer: writer, file: url, now: now)
        if found < newest {
            if found > 0 {
                try library.keepCopy(at: backupURL(for: url, schema: found))
            }
            try library.write { db in _ = try LibraryMigrations.migrate(db, steps: migrations) }
        }
        return library
    }

    /// The schema number of the library at `path`, read through a read-only connection, once
    /// SQLite found every page of it whole (`quick_check` reads the whole file: 6 ms for a library
    /// of 20,000 entries, 2 MB; only commands that write pay it).
    /// - Throws: ``LibraryError/newerSchema(path:found:supported:)`` for a schema newer than
    ///   `migrations` make (a higher `user_version`, or a migration they do not name),
    ///   ``LibraryError/damaged(path:reason:)``.
    private static func checkedSchema(
        at path: String, migrations: [LibraryMigrations.Step]
    ) throws(LibraryError) -> Int {
        let (queue, found) = try readOnlyQueue(at: path)
        defer { try? queue.close() }
        let supported = migrations.last?.version ?? 0
        if found > supported {
            throw .newerSchema(path: path, found: found, supported: supported)
        }
        let verdict: String?
        let newer: Int?
        do {
            (verdict, newer) = try queue.read { db in
                (
                    try String.fetchOne(db, sql: "PRAGMA quick_check(1)"),
                    try LibraryMigrations.newerSchema(in: db, userVersion: found, steps: migrations)
                )
            }
        } catch {
            throw namingShortfall(LibraryError(error, path: path), at: path)
        }
        guard verdict == "ok" else {
            // SQLite names the database before its first finding: "*** in database main ***".
            let finding = verdict?.split(separator: "\n").last.map(String.init) ?? "no verdict"
            throw .damaged(path: path, reason: finding)
        }
        if let newer { throw .newerSchema(path: path, found: newer, supported: supported) }
        return found
    }

    /// A read-only connection to the library at `path`, which writes nothing to it (or, where a
    /// read-only connection cannot make the files a write-ahead log needs and the log holds
    /// nothing, the file as it is), and the library's schema number.
    private static func readOnlyQueue(at path: String) throws(LibraryError) -> (DatabaseQueue, schema: Int) {
        func connection(_ name: String) throws -> (DatabaseQueue, schema: Int) {
            let queue = try DatabaseQueue(path: name, configuration: configuration(readonly: true))
            do {
                // Opening is lazy: the schema read now fails here for a file that cannot be read.
                return (queue, try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 })
            } catch {
                try? queue.close()
                throw error
            }
        }
        do {
            return try connection(path)
        } catch let error as DatabaseError
            where [.SQLITE_CANTOPEN, .SQLITE_IOERR].contains(error.resultCode) && !hasLog(at: path)
        {
            // The file as it is is the whole library only while the log holds nothing: read as
            // it is, a file whose checkpoint was interrupted would lack the log's pages.
            do {
                return try connection("file:\(CacheDatabase.uriPath(path))?immutable=1")
            } catch {
                throw namingShortfall(LibraryError(error, path: path), at: path)
            }
        } catch {
            throw namingShortfall(LibraryError(error, path: path), at: path)
        }
    }

    /// Whether the write-ahead log beside the library at `path` holds anything.
    private static func hasLog(at path: String) -> Bool {
        var status = stat()
        return stat(path + "-wal", &status) == 0 && status.st_size > 0
    }

    /// `error`, with SQLite's "database disk image is malformed" said more precisely when the
    /// file is shorter than its header says and no log holds the rest.
    private static func namingShortfall(_ error: LibraryError, at path: String) -> LibraryError {
        guard case .damaged = error, !hasLog(at: path),
            let shortfall = try? LibraryFileHeader(path: path).shortfall
        else { return error }
        return .damaged(path: path, reason: shortfall)
    }

    /// Makes a new library in a file beside `url`, then links it to `url` unless a library got
    /// there first (another process creating it at the same moment).
    private static func create(at url: URL, migrations: [LibraryMigrations.Step]) throws(LibraryError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotOpen(path: url.path, reason: "its folder cannot be created: \(error.localizedDescription)")
        }
        guard access(folder.path, W_OK) == 0 else {
            if errno == EROFS { throw .readOnly(path: url.path) }
            throw .cannotOpen(
                path: url.path, reason: "its folder cannot be written: \(String(cString: strerror(errno)))")
        }
        let making = try LibraryMaking(for: url)
        defer { making.finish() }
        do {
            let queue = try DatabaseQueue(path: making.file.path, configuration: configuration())
            try queue.write { db in
                try db.execute(sql: "PRAGMA application_id = \(LibraryMigrations.applicationID)")
                try LibraryMigrations.migrate(db, steps: migrations)
            }
            try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
            try queue.close()
        } catch {
            throw LibraryError(error, path: url.path)
        }
        guard link(making.file.path, url.path) == 0 || errno == EEXIST else {
            throw .cannotOpen(path: url.path, reason: String(cString: strerror(errno)))
        }
    }

    /// Where the copy of a library at schema `schema` is kept before it is migrated:
    /// `library.sqlite.v1-backup` beside it, or `…v1-backup-2` and on when that is taken (a copy
    /// is never overwritten).
    static func backupURL(for url: URL, schema: Int) -> URL {
        let base = url.path + ".v\(schema)-backup"
        var candidate = base
        var attempt = 1
        while PathEntry(candidate) != .missing {
            attempt += 1
            candidate = base + "-\(attempt)"
        }
        return URL(fileURLWithPath: candidate)
    }
}
