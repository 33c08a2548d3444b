import GRDB

/// Why your library could not be opened, read or written. Whatever the reason, the file is left
/// as it was: a library is never moved aside, replaced or rewritten to be opened.
public enum LibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or its folder could not be created or opened.
    case cannotOpen(path: String, reason: String)
    /// The file is not a library of `movies`: not a database, or another program's.
    case notALibrary(path: String, reason: String)
    /// The file is a library, damaged (truncated, or a page that does not read).
    case damaged(path: String, reason: String)
    /// The library was written by a newer `movies` whose schema this one does not know.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The disk is full; the change was rolled back.
    case full(path: String)
    /// Another `movies` held the library longer than the wait allowed.
    case busy(path: String)
    /// The file can be read but not written.
    case readOnly(path: String)
    /// A read or a write failed.
    case failed(path: String, reason: String)
    /// The library's path is among the cache's files (``CacheFootprint``), `holder` says which,
    /// where clearing, syncing or resetting the cache would delete, replace or move it.
    case amongCacheFiles(path: String, holder: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            "cannot open your library at \(path): \(reason)"
        case .notALibrary(let path, let reason):
            "\(path) is not a movies library (\(reason)); it was left as it is: move it away or set MOVIES_LIBRARY to another file"
        case .damaged(let path, let reason):
            "your library at \(path) is damaged (\(reason)); it was left as it is: restore it from a backup (see the README, \"Your films\")"
        case .newerSchema(let path, let found, let supported):
            "your library at \(path) has schema \(found), newer than this movies knows (\(supported)); update movies"
        case .full(let path):
            "the disk holding your library at \(path) is full; nothing was changed"
        case .busy(let path):
            "gave up waiting for another movies process to finish with your library at \(path); try again"
        case .readOnly(let path):
            "your library at \(path) is read-only; nothing was changed"
        case .failed(let path, let reason):
            "your library at \(path) failed: \(reason)"
        case .amongCacheFiles(let path, let holder):
            "your library at \(path) is among the cache's files (\(holder)), which movies deletes and replaces; set MOVIES_LIBRARY to a file elsewhere (nothing was changed)"
        }
    }
}

extension LibraryError {
    /// The library error for whatever an SQLite call on the library at `path` threw.
    init(_ error: any Error, path: String) {
        switch error {
        case let error as LibraryError:
            self = error
        case let error as DatabaseError:
            let reason = error.message ?? "\(error.resultCode)"
            switch error.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: path)
            case .SQLITE_NOTADB: self = .notALibrary(path: path, reason: reason)
            case .SQLITE_CORRUPT: self = .damaged(path: path, reason: reason)
            case .SQLITE_READONLY: self = .readOnly(path: path)
            case .SQLITE_FULL: self = .full(path: path)
            case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: self = .cannotOpen(path: path, reason: reason)
            default:
                // A disk that fills while SQLite writes its journal reports an I/O error.
                self = reason.contains("disk is full") ? .full(path: path) : .failed(path: path, reason: reason)
            }
        default:
            self = .failed(path: path, reason: "\(error)")
        }
    }
}
