import Foundation
import GRDB

/// Your films: a watchlist, a diary of viewings and your ratings, in a database of their own
/// (``LibraryLocation``), apart from the cache. The cache can be thrown away; this cannot: no
/// method deletes, moves or replaces the file, every change is one transaction, and a file that
/// is not a library (or is damaged, or newer) is refused and left as it is.
///
/// Any number of processes may change it at once (WAL; each write takes the write lock at its
/// start, and waits for another's). Reads and writes speak in the domain's words; the SQL is the
/// records' (`Records/`), one type per table.
///
/// Every entry (watchlist entry, viewing, rating, tag) records when it last changed, to the
/// millisecond, by the clock the library is given (`now`), and removing one leaves a tombstone:
/// ``changes(since:)`` says what changed after a moment, removals included, for a sync.
public final class FilmLibrary: Sendable {
    /// The library file, or `nil` in memory.
    public let file: URL?
    private let writer: any DatabaseWriter
    /// The clock that stamps each change.
    let now: @Sendable () -> Date

    /// A library over `writer`, which holds one at the newest schema already.
    init(writer: any DatabaseWriter, file: URL?, now: @escaping @Sendable () -> Date = { MoviesClock.now() }) {
        self.writer = writer
        self.file = file
        self.now = now
    }

    /// A library over `writer`, migrated to the newest schema (what ``inMemory(now:)`` and tests
    /// that hold the connection themselves open).
    init(
        migrating writer: any DatabaseWriter, file: URL? = nil,
        now: @escaping @Sendable () -> Date = { MoviesClock.now() }
    ) throws(LibraryError) {
        self.writer = writer
        self.file = file
        self.now = now
        try write { db in _ = try LibraryMigrations.migrate(db) }
    }

    deinit {
        ReadOnlyConnections.retire(writer)
    }

    /// An empty library in memory, for tests and previews, its changes stamped by `now`.
    public static func inMemory(
        now: @escaping @Sendable () -> Date = { MoviesClock.now() }
    ) throws(LibraryError) -> FilmLibrary {
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(configuration: configuration())
        } catch {
            throw LibraryError(error, path: ":memory:")
        }
        return try FilmLibrary(migrating: queue, now: now)
    }

    /// The file's path, or `:memory:`.
    public var path: String { file?.path ?? ":memory:" }

    /// Runs `body` in a read transaction.
    func read<T>(_ body: (Database) throws -> T) throws(LibraryError) -> T {
        do {
            return try writer.read(body)
        } catch {
            throw LibraryError(error, path: path)
        }
    }

    /// Runs `body` in one write transaction: all of it is kept, or none (none with
    /// `rollingBack`: what a `--dry-run` would write, undone).
    func write<T>(rollingBack: Bool = false, _ body: (Database) throws -> T) throws(LibraryError) -> T {
        do {
            return try writer.writeWithoutTransaction { db in
                do {
                    var outcome: T?
                    try db.inTransaction {
                        outcome = try body(db)
                        return rollingBack ? .rollback : .commit
                    }
                    guard let outcome else { throw LibraryError.failed(path: path, reason: "nothing was written") }
                    return outcome
                } catch {
                    // What the system said of a failed write (a used-up quota, a file size
                    // limit) is kept by SQLite with the file it failed on.
                    throw LibraryError(error, path: path, systemError: db.lastFileError)
                }
            }
        } catch {
            throw LibraryError(error, path: path)
        }
    }

    /// A change made now, by the library's clock.
    var stamp: ChangeStamp { ChangeStamp(now: now()) }

    /// Copies the whole library, as one consistent snapshot, to a new file at `url`.
    func keepCopy(at url: URL) throws(LibraryError) {
        do {
            let copy = try DatabaseQueue(path: url.path)
            try writer.backup(to: copy)
            try copy.close()
        } catch {
            throw .cannotOpen(
                path: path,
                reason:
                    "could not keep a copy at \(url.path) before upgrading it (\(LibraryError(error, path: url.path))); nothing was changed"
            )
        }
    }

    /// Checkpoints the log into the file and closes it; any later use fails.
    public func close() throws(LibraryError) {
        guard let pool = writer as? DatabasePool else { return }
        do {
            _ = try pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            try pool.close()
        } catch {
            throw LibraryError(error, path: path)
        }
    }

    /// Foreign keys, and a wait for another process's change. (GRDB begins each write with
    /// `BEGIN IMMEDIATE`, so two processes never both read and then race to write.)
    static func configuration(readonly: Bool = false) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readonly
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(busyTimeout)
        // A change is on the disk when its transaction ends, a power cut included: WAL's NORMAL
        // would keep the file whole but could lose the last changes.
        configuration.prepareDatabase { db in
            if !readonly { try db.execute(sql: "PRAGMA synchronous = FULL") }
        }
        return configuration
    }

    /// How long a change waits for other processes changing the library.
    static let busyTimeout: TimeInterval = 30
}
