import Foundation
import GRDB

/// Your films: a watchlist, a diary of viewings and your ratings, in a database of their own
/// (``LibraryLocation``), apart from the cache. The cache can be thrown away; this cannot: no
/// method deletes, moves or replaces the file, every change is one transaction, and a file that
/// is not a library (or is damaged, or newer) is refused and left as it is.
///
/// Any number of processes may change it at once (WAL; each write takes the write lock at its
/// start, and waits for another's). Reads and writes speak in the domain's words.
public final class FilmLibrary: Sendable {
    /// The library file, or `nil` in memory.
    public let file: URL?
    let writer: any DatabaseWriter

    init(writer: any DatabaseWriter, file: URL?) {
        self.writer = writer
        self.file = file
    }

    /// An empty library in memory, for tests and previews.
    public static func inMemory() throws(LibraryError) -> FilmLibrary {
        do {
            let queue = try DatabaseQueue(configuration: configuration())
            try queue.write { db in _ = try LibraryMigrations.migrate(db) }
            return FilmLibrary(writer: queue, file: nil)
        } catch {
            throw LibraryError(error, path: ":memory:")
        }
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

    /// Runs `body` in one write transaction: all of it is kept, or none.
    func write<T>(_ body: (Database) throws -> T) throws(LibraryError) -> T {
        do {
            return try writer.writeWithoutTransaction { db in
                do {
                    var outcome: T?
                    try db.inTransaction {
                        outcome = try body(db)
                        return .commit
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
