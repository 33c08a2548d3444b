/// Why ``IMDbDatasetsUpdate`` failed. Whatever the reason, the previous import is as it was.
public enum IMDbDatasetsUpdateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder of the downloads could not be made: its path and why.
    case preparing(path: String, reason: String)
    /// A file could not be downloaded; the files before it are up to date, it and the ones after
    /// it as they were.
    case downloading(IMDbDownloadError)
    /// The import failed (or the folder's lock could not be had); `forgotten`, the downloaded
    /// file it could not read, forgotten so that the next update downloads it anew.
    case importing(IMDbImportError, forgotten: IMDbDataset?)

    public var description: String {
        switch self {
        case .preparing(let path, let reason): "cannot create \(path): \(reason)"
        case .downloading(let error): error.description
        case .importing(let error, nil): error.description
        case .importing(let error, .some(let dataset)):
            "\(error.description) (the previous import is kept; the next sync downloads \(dataset.fileName) anew)"
        }
    }
}
