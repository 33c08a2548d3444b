import Foundation
import GRDB

/// The states a library file is left in by a killed process or a failing disk, made on purpose
/// with SQLite alone so that tests can open them.
public enum LibraryFileStates {
    /// Puts TMDB films `ids` on the watchlist of the library at `library` (a library whose log
    /// was checkpointed), in its write-ahead log, and leaves at `destination` what a checkpoint
    /// of that log killed after its first write leaves (or one that failed on a full disk): the
    /// log holding every change, and the file's first page already rewritten, so the header
    /// counts pages the file does not hold yet. SQLite writes page 1 first when it checkpoints.
    ///
    /// `library` itself ends whole (its log checkpointed), and each title is long, so that the
    /// films take pages the file did not have.
    public static func interruptedCheckpoint(
        of library: URL, at destination: URL, watchlisting ids: ClosedRange<Int>
    ) throws {
        let finished = destination.deletingLastPathComponent().appendingPathComponent(
            ".finished-\(destination.lastPathComponent)")
        let queue = try DatabaseQueue(path: library.path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
        try queue.write { db in
            for id in ids {
                try db.execute(
                    sql: "INSERT INTO film (source, sourceId, title, year) VALUES ('tmdb', ?, ?, 2016)",
                    arguments: [id, "Film \(id) " + String(repeating: "with a long title ", count: 12)])
                try db.execute(
                    sql: """
                        INSERT INTO watchlistEntry (filmId, added, changedAt, recordedAt)
                        VALUES (?, '2026-01-01', 1767225600000, 1767225600000)
                        """,
                    arguments: [db.lastInsertedRowID])
            }
        }
        for copy in [destination, finished] {
            try FileManager.default.copyItem(at: library, to: copy)
            try FileManager.default.copyItem(atPath: library.path + "-wal", toPath: copy.path + "-wal")
        }
        try queue.close()

        // The first page a whole checkpoint of the same log writes.
        let checkpointed = try DatabaseQueue(path: finished.path)
        try checkpointed.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        try checkpointed.close()
        let whole = try Data(contentsOf: finished)
        let pageSize = Int(whole[16]) << 8 | Int(whole[17])
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: finished.path + suffix) {
            try FileManager.default.removeItem(atPath: finished.path + suffix)
        }
        let file = try FileHandle(forWritingTo: destination)
        try file.write(contentsOf: whole.prefix(pageSize))
        try file.close()

        let header = LibraryHeaderPages(of: destination)
        guard header.counted > header.held else {
            throw LibraryFileStateError(
                "the films took no new page: the header counts \(header.counted) pages, the file holds \(header.held)")
        }
    }

    /// Overwrites, with 0xFF bytes, the first page of `table` in the library at `library` (a
    /// library whose log was checkpointed): a page that no longer reads, as a failing disk
    /// leaves one.
    public static func damagePage(ofTable table: String, in library: URL) throws {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: library.path, configuration: configuration)
        let (page, pageSize) = try queue.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [table]) ?? 0,
                try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
            )
        }
        try queue.close()
        guard page > 1 else { throw LibraryFileStateError("no table \(table)") }
        let file = try FileHandle(forWritingTo: library)
        try file.seek(toOffset: UInt64((page - 1) * pageSize))
        try file.write(contentsOf: Data(repeating: 0xFF, count: pageSize))
        try file.close()
    }
}

/// What a library's header says of its pages, beside what the file holds.
public struct LibraryHeaderPages: Sendable {
    /// The pages the header counts.
    public let counted: Int
    /// The whole pages the file holds.
    public let held: Int

    public init(of file: URL) {
        let bytes = [UInt8](FileManager.default.contents(atPath: file.path) ?? Data())
        guard bytes.count >= 100 else {
            (counted, held) = (0, 0)
            return
        }
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        counted = bytes[28..<32].reduce(0) { $0 << 8 | Int($1) }
        held = pageSize > 0 ? bytes.count / pageSize : 0
    }
}

/// A library state that could not be made as asked.
public struct LibraryFileStateError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
