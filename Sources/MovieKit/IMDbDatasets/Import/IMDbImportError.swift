/// Why an import of IMDb's datasets failed. Whatever the reason, the previous import is left as
/// it was.
public enum IMDbImportError: Error, Equatable, CustomStringConvertible {
    /// A dataset file cannot be read as IMDb writes it: its name, the line (1 for the header; the
    /// line reached when the compressed data is damaged or cut short) and what is wrong.
    /// `title.basics.tsv.gz:1: no column "runtimeMinutes"`.
    case malformed(file: String, line: Int, problem: String)
    /// A dataset file cannot be opened or read (missing, unreadable, or not a file at all, as a
    /// FIFO is): its path and the reason.
    case cannotRead(path: String, reason: String)
    /// The import cannot be written (disk full, folder not writable): the path and the reason.
    case cannotWrite(path: String, reason: String)
    /// Another process (a sync, `cache clear`) held the folder's lock, `path`, for all of the wait
    /// allowed, `waited`.
    case busy(path: String, waited: Duration)
    /// zlib, which reads the gzip files, is not installed: what to install, as a person reads it
    /// after "reading IMDb's files".
    case zlibUnavailable(reason: String)

    public var description: String {
        switch self {
        case .malformed(let file, let line, let problem): "\(file):\(line): \(problem)"
        case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .busy(let path, let waited):
            "gave up after \(CacheError.format(waited)) waiting for another movies process to finish with IMDb's datasets "
                + "(\(path)); try again once it is done"
        case .zlibUnavailable(let reason): "reading IMDb's files \(reason)"
        }
    }
}
