import Foundation
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
    /// The disk is full (or the quota on it used up); the change was rolled back.
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
            "your library at \(path) is damaged (\(reason)); it was left as it is: restore it from a backup (see the guide, docs/guide/your-films.md)"
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
    /// `systemError` is the errno of the system call that failed, when known
    /// (``GRDB/Database/lastFileError``); else the file system holding the library is asked
    /// (``LibraryVolume``): SQLite reports a full disk met while it grows its index, a used-up
    /// quota or a file size limit as a mere I/O error, and a read-only mount as a file it cannot open.
    init(_ error: any Error, path: String, systemError: Int32? = nil) {
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
            case .SQLITE_IOERR, .SQLITE_CANTOPEN:
                self = .systemFailure(
                    path: path, reason: reason, cannotOpen: error.resultCode == .SQLITE_CANTOPEN,
                    systemError: systemError ?? LibraryVolume.likelyError(at: path))
            case .SQLITE_PERM, .SQLITE_AUTH: self = .cannotOpen(path: path, reason: reason)
            default: self = .failed(path: path, reason: reason)
            }
        default:
            self = .failed(path: path, reason: "\(error)")
        }
    }

    /// An I/O failure (or a file SQLite could not open) named by the system's error, when there
    /// is one: a full disk or quota, a read-only file system, else SQLite's words and the system's.
    private static func systemFailure(
        path: String, reason: String, cannotOpen: Bool, systemError: Int32?
    ) -> LibraryError {
        switch systemError {
        case ENOSPC?, EDQUOT?: return .full(path: path)
        case EROFS?: return .readOnly(path: path)
        case let code?:
            let detailed = "\(reason) (\(String(cString: strerror(code))))"
            return cannotOpen ? .cannotOpen(path: path, reason: detailed) : .failed(path: path, reason: detailed)
        case nil:
            return cannotOpen ? .cannotOpen(path: path, reason: reason) : .failed(path: path, reason: reason)
        }
    }
}
