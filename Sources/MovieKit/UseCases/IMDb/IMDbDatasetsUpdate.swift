import Foundation

/// Keeps the import of IMDb's datasets beside the cache current: brings the copies of the five
/// files up to date (each asked for on its validators' condition, so that an unchanged file is
/// not fetched again), or takes them from a folder, then imports them, replacing the previous
/// import in one step. Files that did not change, already imported as they are (the same files,
/// and adult titles kept or not as now asked), are not imported again. A downloaded file the
/// import cannot read is forgotten, so that the next update downloads it whole.
///
/// One download or import at a time holds the folder's lock throughout; another waits for it, at
/// most ``lockWait``. What it does is told to a callback as it goes (``Progress``), and what it
/// did returned (``Outcome``); it prints nothing.
public struct IMDbDatasetsUpdate: Sendable {
    /// Where the files come from.
    public enum Origin: Sendable {
        /// IMDb's host (or one standing in for it), into the folder's downloads.
        case download(IMDbDatasetDownload)
        /// A folder holding the five files, named as IMDb names them.
        case folder(URL)
    }

    /// What an update is doing, as it goes.
    public enum Progress: Sendable, Equatable {
        /// The folder is used for the first time: IMDb's terms for its datasets are to be said
        /// (once; the folder keeps that they were).
        case firstUse
        /// Another download or import holds the folder's lock: this one waits.
        case waitingForLock
        /// A file's download (``IMDbDatasetDownload``).
        case downloading(IMDbDownloadProgress)
        /// The import (``IMDbDatasetImport``).
        case importing(IMDbImportProgress)
    }

    /// What an update did.
    public enum Outcome: Sendable, Equatable {
        /// Nothing changed since the import of these very files, published `publishedAt`, of
        /// `films` films: nothing was imported.
        case upToDate(publishedAt: Date, films: Int)
        /// The files were imported: what was kept, how long the import took, and the disk the
        /// folder takes now, its files included.
        case imported(IMDbImportSummary, seconds: Double, bytesOnDisk: Int64)
    }

    /// The folder of the downloads and the import.
    public let folder: IMDbFolder
    /// Where the files come from.
    public let origin: Origin
    /// Whether adult titles are kept.
    public let includeAdult: Bool
    /// How long to wait for another download or import holding the folder.
    public let lockWait: Duration

    public init(
        folder: IMDbFolder, origin: Origin, includeAdult: Bool = false,
        lockWait: Duration = IMDbImportLock.defaultWait
    ) {
        self.folder = folder
        self.origin = origin
        self.includeAdult = includeAdult
        self.lockWait = lockWait
    }

    /// Updates the import, telling `progress` how it goes (calls never overlap).
    /// - Throws: ``IMDbDatasetsUpdateError``; the previous import is then as it was.
    public func run(
        progress: @escaping @Sendable (Progress) -> Void = { _ in }
    ) async throws(IMDbDatasetsUpdateError) -> Outcome {
        try prepare(progress: progress)
        let lock: IMDbImportLock
        do {
            lock = try IMDbImportLock(folder: folder, waitingAtMost: lockWait) { progress(.waitingForLock) }
        } catch {
            throw .importing(error, forgotten: nil)
        }
        defer { lock.release() }
        var publishedAt: Date?
        var download: IMDbDatasetDownload?
        var from: URL?
        switch origin {
        case .folder(let folder): from = folder
        case .download(let downloading):
            download = downloading
            let report: IMDbDownloadReport
            do {
                report = try await downloading.run { progress(.downloading($0)) }
            } catch {
                throw .downloading(error)
            }
            publishedAt = report.publishedAt
            if !report.hasChanges, let publishedAt, let current = try? IMDbDatasets.open(at: folder.datasets)?.facts,
                Self.isImported(report, as: current, includeAdult: includeAdult)
            {
                return .upToDate(publishedAt: publishedAt, films: current.films)
            }
        }
        let started = ContinuousClock.now
        do {
            let summary = try IMDbDatasetImport(
                folder: folder, from: from, includeAdult: includeAdult, publishedAt: publishedAt
            )
            .run(holding: lock) { progress(.importing($0)) }
            return .imported(
                summary, seconds: (ContinuousClock.now - started).timeInterval, bytesOnDisk: folder.sizeOnDisk)
        } catch {
            throw .importing(error, forgotten: forget(after: error, by: download))
        }
    }

    /// Whether the files `report` brought up to date are those `imported` is of: none changed,
    /// and the import is of files published when they were (a killed import leaves the previous
    /// one, of older files, which the dates tell apart), adult titles kept or not as asked.
    public static func isImported(
        _ report: IMDbDownloadReport, as imported: IMDbImportFacts?, includeAdult: Bool
    ) -> Bool {
        guard !report.hasChanges, let publishedAt = report.publishedAt, let imported else { return false }
        return imported.includesAdult == includeAdult && imported.publishedAt == publishedAt
    }

    /// Makes the folder, and tells `progress` when it is used for the first time.
    private func prepare(progress: (Progress) -> Void) throws(IMDbDatasetsUpdateError) {
        do {
            try FileManager.default.createDirectory(at: folder.downloads, withIntermediateDirectories: true)
        } catch {
            throw .preparing(path: folder.downloads.path, reason: error.localizedDescription)
        }
        if case .missing = PathEntry(folder.licenceShown.path) {
            progress(.firstUse)
            _ = FileManager.default.createFile(atPath: folder.licenceShown.path, contents: nil)
        }
    }

    /// The downloaded file `error` found unreadable, forgotten (by `download`, which fetched it)
    /// so that the next update downloads it whole; `nil` for another failure, or files that
    /// were not downloaded.
    private func forget(after error: IMDbImportError, by download: IMDbDatasetDownload?) -> IMDbDataset? {
        guard let download, case .malformed(let file, _, _) = error,
            let dataset = IMDbDataset.allCases.first(where: { $0.fileName == file })
        else { return nil }
        try? download.discard(dataset)
        return dataset
    }
}
