/// How far an import has gone, as ``IMDbDatasetImport/run(progress:)`` reports it: when each file
/// starts, while it is read (about every mebibyte of text), when it is done, and when waiting for
/// the lock or indexing starts.
public struct IMDbImportProgress: Sendable, Equatable {
    /// What the import is doing.
    public enum Stage: Sendable, Equatable {
        /// Waiting for another import (or download) to release the folder's lock.
        case waitingForLock
        /// Reading one of the files.
        case reading(IMDbDataset)
        /// Every file read: building the search index and the tables' indexes, then committing.
        case indexing
    }

    /// What the import is doing.
    public let stage: Stage
    /// The compressed bytes read of the file being read (0 in the other stages).
    public let bytesRead: Int64
    /// The size of the file being read (0 in the other stages).
    public let byteCount: Int64
    /// The lines read of the file being read, its header not counted (0 in the other stages).
    public let rowsRead: Int
    /// The compressed bytes read of all five files, to weigh a whole-import progress bar.
    public let totalBytesRead: Int64
    /// The size of all five files.
    public let totalByteCount: Int64

    /// A progress report; the import makes them.
    public init(
        stage: Stage, bytesRead: Int64 = 0, byteCount: Int64 = 0, rowsRead: Int = 0, totalBytesRead: Int64 = 0,
        totalByteCount: Int64 = 0
    ) {
        self.stage = stage
        self.bytesRead = bytesRead
        self.byteCount = byteCount
        self.rowsRead = rowsRead
        self.totalBytesRead = totalBytesRead
        self.totalByteCount = totalByteCount
    }
}
