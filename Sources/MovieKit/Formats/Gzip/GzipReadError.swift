/// Why a gzip file could not be read to its end, as ``GzipFileReader`` says it; the import adds
/// the file's name and the line reached.
enum GzipReadError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened or read: the system's reason.
    case unreadable(reason: String)
    /// The file ends before its compressed data does (a download cut short).
    case truncated
    /// The data is not gzip, or is damaged: zlib's reason.
    case corrupt(reason: String)
    /// What is there is not a file (a FIFO, a device, a folder): what it is.
    case notAFile(String)
    /// zlib is not installed, or too old: what a person reads after what needed it ("needs zlib
    /// (libz.so.1), which is not installed …").
    case zlibUnavailable(reason: String)

    var description: String {
        switch self {
        case .unreadable(let reason): reason
        case .truncated: "the file ends before its compressed data does (truncated)"
        case .corrupt(let reason): "the compressed data is damaged (\(reason))"
        case .notAFile(let kind): "\(kind), not a file"
        case .zlibUnavailable(let reason): "unpacking a gzip file \(reason)"
        }
    }

    /// The error for what is at `path`, which is not a file, named as a person names it.
    static func notAFile(at path: String) -> GzipReadError {
        switch PathEntry(path) {
        case .folder: .notAFile("a folder")
        case .other(let kind): .notAFile(kind)
        case .file, .missing: .notAFile("something else")
        }
    }
}
