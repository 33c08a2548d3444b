/// Why a gzip file could not be read to its end, as ``GzipFileReader`` says it; the import adds
/// the file's name and the line reached.
enum GzipReadError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened or read: the system's reason.
    case unreadable(reason: String)
    /// The file ends before its compressed data does (a download cut short).
    case truncated
    /// The data is not gzip, or is damaged: zlib's reason.
    case corrupt(reason: String)
    /// zlib is not installed, or too old: what a person reads.
    case zlibUnavailable(reason: String)

    var description: String {
        switch self {
        case .unreadable(let reason): reason
        case .truncated: "the file ends before its compressed data does (truncated)"
        case .corrupt(let reason): "the compressed data is damaged (\(reason))"
        case .zlibUnavailable(let reason): reason
        }
    }
}
