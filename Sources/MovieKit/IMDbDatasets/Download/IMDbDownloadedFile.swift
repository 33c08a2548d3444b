import Foundation

/// One of IMDb's files after ``IMDbDatasetDownload`` brought it up to date.
public struct IMDbDownloadedFile: Sendable, Equatable {
    /// Whether this download replaced the copy on disk.
    public enum Change: Sendable, Equatable {
        /// A new copy was downloaded and put in place.
        case changed
        /// The host said the copy on disk is current (304); it was kept.
        case unchanged
    }

    public let dataset: IMDbDataset
    /// The file on disk (`downloads/title.basics.tsv.gz`).
    public let file: URL
    public let change: Change
    /// When IMDb last changed the file (its `Last-Modified`), when known.
    public let lastModified: Date?
    /// The file's size.
    public let byteCount: Int
}

/// What ``IMDbDatasetDownload/run(_:progress:)`` did: each file, in the order asked.
public struct IMDbDownloadReport: Sendable, Equatable {
    public let files: [IMDbDownloadedFile]

    public init(files: [IMDbDownloadedFile]) {
        self.files = files
    }

    /// When IMDb published what the files hold: the newest of their `Last-Modified` (an import's
    /// `publishedAt`); `nil` when the host gave none.
    public var publishedAt: Date? { files.compactMap(\.lastModified).max() }

    /// Whether any file was downloaded anew (else an import of them would change nothing).
    public var hasChanges: Bool { files.contains { $0.change == .changed } }
}
