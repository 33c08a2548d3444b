/// Why a sync through a folder changed nothing: each says what to look at, in one line.
public enum SyncError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder is not there (a drive not mounted, a path mistyped).
    case folderMissing(path: String)
    /// The folder cannot be written: this machine could not keep its changes there.
    case folderReadOnly(path: String, reason: String)
    /// The folder or a file in it could not be read.
    case unreadable(path: String, reason: String)
    /// This machine's own change file is of a newer format than this `movies` writes: it is left
    /// as it is.
    case ownFileNewer(path: String, format: Int)
    /// This machine's id could not be read or kept beside the library.
    case machineID(path: String, reason: String)
    /// The library could not be read or changed.
    case library(LibraryError)

    public var description: String {
        switch self {
        case .folderMissing(let path):
            "sync folder \(path) is not there (not mounted, or moved?); nothing was changed"
        case .folderReadOnly(let path, let reason):
            "cannot write to sync folder \(path) (\(reason)); nothing was changed"
        case .unreadable(let path, let reason):
            "cannot read \(path) (\(reason)); nothing was changed"
        case .ownFileNewer(let path, let format):
            "\(path) is of a newer format (\(format)) than this movies writes; left as it is, nothing was changed"
        case .machineID(let path, let reason):
            "cannot keep this machine's id in \(path): \(reason)"
        case .library(let error):
            error.description
        }
    }
}
