import GRDB

/// Why the cache database could not be opened or used.
public enum CacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or its folder could not be created or opened.
    case cannotOpen(path: String, reason: String)
    /// The file is not an SQLite database, or is damaged.
    case corrupt(path: String, reason: String)
    /// The cache was written by a newer `movies` whose schema this one does not know.
    case newerSchema(path: String, found: String, supported: String)
    /// The cache file cannot be written; answers can be read but not saved.
    case readOnly(path: String)
    /// A process stopped mid-write (killed, or its machine lost power) left the cache for a
    /// connection that can write it to put back (a hot rollback journal beside it), and this
    /// process cannot write it.
    case interrupted(path: String)
    /// The disk (or the database's size limit) is full; the write was rolled back.
    case full(path: String)
    /// Another process held the cache (creating, upgrading or writing it) for longer than the
    /// wait allowed (``CacheWait/limit``).
    case busy(path: String, waited: Duration)
    /// A read or a write failed.
    case failed(String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            "cannot open the cache at \(path): \(reason)"
        case .corrupt(let path, let reason):
            "the cache at \(path) is damaged (\(reason)); run `movies cache reset` to move it aside and start afresh, or pass another --cache"
        case .newerSchema(let path, let found, let supported):
            "the cache at \(path) has schema \(found), newer than this movies knows (\(supported)); update movies or pass another --cache"
        case .readOnly(let path):
            "the cache at \(path) is read-only"
        case .interrupted(let path):
            "the cache at \(path) was left mid-write by a movies process that stopped, and only a movies that can write it can put it back; make it and its folder writable, or run `movies cache reset` to move it aside and start afresh"
        case .full(let path):
            "the disk holding the cache at \(path) is full"
        case .busy(let path, let waited):
            "gave up after \(Self.format(waited)) waiting for another movies process to finish with the cache at \(path); try again once it is done"
        case .failed(let reason):
            "the cache failed: \(reason)"
        }
    }
}

extension CacheError {
    /// The cache error for whatever an SQLite call threw; `SQLITE_BUSY` means SQLite waited
    /// `waited` for another connection (its busy handler's limit) and gave up.
    init(_ error: any Error, path: String, waited: Duration) {
        switch error {
        case let error as CacheError:
            self = error
        case let error as DatabaseError:
            switch error.resultCode {
            case .SQLITE_BUSY: self = .busy(path: path, waited: waited)
            case .SQLITE_NOTADB, .SQLITE_CORRUPT:
                self = .corrupt(path: path, reason: error.message ?? "\(error.resultCode)")
            case .SQLITE_READONLY:
                let needsWriter = [.SQLITE_READONLY_ROLLBACK, .SQLITE_READONLY_RECOVERY].contains(
                    error.extendedResultCode)
                self = needsWriter ? .interrupted(path: path) : .readOnly(path: path)
            case .SQLITE_FULL: self = .full(path: path)
            default: self = .failed(error.message ?? "\(error.resultCode)")
            }
        default:
            self = .failed("\(error)")
        }
    }

    /// `waited` in seconds, to a tenth when it is not whole.
    static func format(_ waited: Duration) -> String {
        let tenths = (waited.timeInterval * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10)) s" : "\(tenths / 10) s"
    }
}
