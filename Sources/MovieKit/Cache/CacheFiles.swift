import Foundation

/// The files of a cache on disk: the database, its write-ahead log and shared-memory index, and
/// the rollback journal a process stopped mid-write may leave (before the file is in WAL mode).
public struct CacheFiles: Sendable {
    /// The database file; the others are named after it with `-wal`, `-shm` and `-journal`.
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The suffixes SQLite gives a database's companion files, the database itself first.
    static let suffixes = ["", "-wal", "-shm", "-journal"]

    /// What is at the database's path: only a file may be opened as a cache (SQLite would wait
    /// forever to open a FIFO, and write a journal beside a device).
    public var entry: PathEntry { PathEntry(url.path) }

    /// The database and the files movies and SQLite keep beside it, which nothing but the cache may
    /// write: its `-wal`, `-shm`, `-journal` and the lock `movies.sqlite.lock`.
    public var paths: [String] {
        Self.suffixes.map { url.path + $0 } + [url.path + ".lock"]
    }

    /// The files that exist, with their sizes in bytes (a link is not followed, and counts as none).
    public var existing: [(path: String, bytes: Int64)] {
        // lstat(2) itself: FileManager's attributes cost `cache info` some 290,000 instructions a file.
        Self.suffixes.compactMap { suffix in
            let path = url.path + suffix
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            return (path, Int64(status.st_size))
        }
    }

    /// The bytes the database takes on disk, its companions included.
    public var sizeOnDisk: Int64 {
        existing.reduce(0) { $0 + $1.bytes }
    }

    /// Renames the database and its companions to `NAME.corrupt-YYYYMMDDTHHMMSSZ` (and its
    /// `-wal`, `-shm`, `-journal`), so SQLite can still open the moved copy whole; nothing is
    /// deleted.
    /// - Returns: where the database went, or `nil` when there was no database to move.
    /// - Throws: ``CacheError/cannotOpen(path:reason:)`` when a file cannot be renamed; files
    ///   already moved keep their new names, which the error lists.
    public func moveAside(at now: Date = MoviesClock.now()) throws(CacheError) -> URL? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let stamp = Self.stamp(now)
        var target = URL(fileURLWithPath: url.path + ".corrupt-" + stamp)
        var attempt = 1
        while Self.suffixes.contains(where: { FileManager.default.fileExists(atPath: target.path + $0) }) {
            attempt += 1
            target = URL(fileURLWithPath: url.path + ".corrupt-" + stamp + "-\(attempt)")
        }
        var moved: [String] = []
        for suffix in Self.suffixes where FileManager.default.fileExists(atPath: url.path + suffix) {
            do {
                try FileManager.default.moveItem(atPath: url.path + suffix, toPath: target.path + suffix)
                moved.append(target.path + suffix)
            } catch {
                let done = moved.isEmpty ? "" : " (already moved: \(moved.joined(separator: ", ")))"
                throw .cannotOpen(
                    path: url.path + suffix, reason: "cannot move it aside: \(error.localizedDescription)\(done)")
            }
        }
        return target
    }

    /// `now` in UTC as `YYYYMMDDTHHMMSSZ`, a file-name-safe ISO 8601 basic form.
    static func stamp(_ now: Date) -> String {
        now.formatted(Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted))
    }
}
