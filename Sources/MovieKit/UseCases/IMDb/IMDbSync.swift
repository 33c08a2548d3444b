import Foundation

/// `movies sync --source imdb` in one call: your library checked apart from the cache (an update
/// replaces files beside it), then the import of IMDb's datasets beside the cache brought up to
/// date (``IMDbDatasetsUpdate``), from a folder of the five files when one is given, else
/// downloaded. It prints nothing: it tells `progress` how it goes, and returns what it did.
public struct IMDbSync {
    /// The cache the import is kept beside.
    public let cacheURL: URL
    /// Where your library is.
    public let libraryPath: String
    /// A folder holding the five files, imported instead of downloading them.
    public let from: URL?
    /// Whether adult titles are kept.
    public let includeAdult: Bool
    /// How long to wait for another download or import holding the folder.
    public let lockWait: Duration
    private let downloadClient: () throws -> APIClient

    /// - Parameter downloadClient: a client of IMDb's host (or one standing in for it), made
    ///   only when the files are downloaded; it throws as its making throws.
    public init(
        cacheURL: URL, libraryPath: String, from: URL? = nil, includeAdult: Bool = false,
        lockWait: Duration = IMDbImportLock.defaultWait, downloadClient: @escaping () throws -> APIClient
    ) {
        self.cacheURL = cacheURL
        self.libraryPath = libraryPath
        self.from = from
        self.includeAdult = includeAdult
        self.lockWait = lockWait
        self.downloadClient = downloadClient
    }

    /// Updates the import, telling `progress` how it goes.
    /// - Throws: ``LibraryError/amongCacheFiles(path:holder:)`` for a library among the cache's
    ///   files (nothing made or asked); what the download client's making throws; and
    ///   ``IMDbDatasetsUpdateError``, the previous import then as it was.
    public func run(
        progress: @escaping @Sendable (IMDbDatasetsUpdate.Progress) -> Void = { _ in }
    ) async throws -> IMDbDatasetsUpdate.Outcome {
        let cacheURL = self.cacheURL
        try LibraryFile(path: libraryPath) { cacheURL }.checkApart()
        let folder = IMDbFolder(cacheURL: cacheURL)
        let origin: IMDbDatasetsUpdate.Origin =
            try from.map { .folder($0) } ?? .download(IMDbDatasetDownload(client: try downloadClient(), folder: folder))
        return try await IMDbDatasetsUpdate(
            folder: folder, origin: origin, includeAdult: includeAdult, lockWait: lockWait
        )
        .run(progress: progress)
    }
}
