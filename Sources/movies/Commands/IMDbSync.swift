import Foundation
import MovieKit

/// `movies sync --source imdb`: brings the copies of IMDb's five dataset files up to date (each
/// asked for on its validators' condition, so an unchanged file is not fetched again), or takes
/// them from a folder (`--from`), then imports them, replacing the previous import in one step.
/// Nothing changed and an import of these very files there (and of the same kind): nothing is
/// imported again.
///
/// The first time, it says in one line whose data it is. One download or import at a time holds
/// the folder's lock throughout; a second says it waits, and gives up after `--timeout`.
struct IMDbSync {
    let options: GlobalOptions
    let console: Console
    /// A folder holding the five files, to import instead of downloading.
    let from: URL?
    /// Whether adult titles are kept.
    let includeAdult: Bool

    /// Said on stderr when another sync holds the folder's lock (a terminal shows it in the bar).
    static let waitingNote = "waiting for another movies process to finish with IMDb's datasets…"

    /// Said once, the first time: IMDb's terms for its datasets.
    static let licence =
        "IMDb's datasets are IMDb's, for personal and non-commercial use only (https://developer.imdb.com/non-commercial-datasets/)"

    func run() async throws {
        try YourLibrary.checkApart(fromCacheAt: options.location.url)
        let folder = IMDbFolder(cacheURL: options.location.url)
        try prepare(folder)
        let bar = console.isErrorTerminal && console.takesEscapes ? IMDbSyncProgressBar(console: console) : nil
        let lock: IMDbImportLock
        do {
            lock = try IMDbImportLock(folder: folder, waitingAtMost: CacheWaiting.limit(seconds: options.timeout)) {
                if let bar {
                    bar.update(IMDbImportProgress(stage: .waitingForLock))
                } else {
                    console.note(Self.waitingNote)
                }
            }
        } catch {
            throw Self.failure(error)
        }
        defer { lock.release() }
        var publishedAt: Date?
        // The downloader of the files when they are not taken from a folder.
        let download = from == nil ? try makeDownload(into: folder) : nil
        if let download {
            let report = try await run(download, bar: bar)
            publishedAt = report.publishedAt
            // The files unchanged and imported as they are: a killed import left the previous
            // one, of older files, which the files' dates tell apart.
            if !report.hasChanges, let publishedAt, let current = try? IMDbDatasets.open(at: folder.datasets)?.facts,
                current.includesAdult == includeAdult, current.publishedAt == publishedAt
            {
                bar?.finish()
                console.print(
                    "IMDb's datasets unchanged since \(APIDate.format(publishedAt)): "
                        + "the import of \(Formatting.grouped(UInt(current.films))) films is up to date")
                return
            }
        }
        let started = ContinuousClock.now
        let summary: IMDbImportSummary
        do {
            summary = try IMDbDatasetImport(
                folder: folder, from: from, includeAdult: includeAdult, publishedAt: publishedAt
            )
            .run(holding: lock) { bar?.update($0) }
        } catch {
            bar?.finish()
            throw importFailure(error, download: download)
        }
        bar?.finish()
        let seconds = (ContinuousClock.now - started).timeInterval
        console.print(Self.summary(summary, seconds: seconds, bytesOnDisk: folder.sizeOnDisk))
    }

    /// One line: what the import kept, how long it took and the disk it takes.
    static func summary(_ summary: IMDbImportSummary, seconds: Double, bytesOnDisk: Int64) -> String {
        let films = Formatting.grouped(UInt(summary.filmCount))
        let people = Formatting.grouped(UInt(summary.personCount))
        let credits = Formatting.grouped(UInt(summary.castCount + summary.crewCount))
        let took = String(format: "%.1f", seconds)
        return "imported \(films) films, \(people) people and \(credits) credits from IMDb's datasets in \(took) s; "
            + "\(CacheInfoFacts.size(bytesOnDisk)) on disk with the files"
    }

    /// Makes the folder, and says the licence the first time.
    private func prepare(_ folder: IMDbFolder) throws {
        do {
            try FileManager.default.createDirectory(at: folder.downloads, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(
                "cannot create \(folder.downloads.path): \(error.localizedDescription)", status: .cacheFailure)
        }
        if case .missing = PathEntry(folder.licenceShown.path) {
            console.note(Self.licence)
            _ = FileManager.default.createFile(atPath: folder.licenceShown.path, contents: nil)
        }
    }

    /// What brings the downloaded copies in `folder` up to date, from `--api-url` or IMDb's host.
    private func makeDownload(into folder: IMDbFolder) throws -> IMDbDatasetDownload {
        let limits = RequestLimits(timeout: options.timeout, scope: .request, asksTheAPI: true)
        let client = APIClient.imdbDatasets(
            baseURL: try options.api.baseURL() ?? IMDbDatasetDownload.defaultBaseURL, transport: limits.makeTransport(),
            logger: limits.logger)
        return IMDbDatasetDownload(client: client, folder: folder)
    }

    /// Brings the downloaded copies up to date.
    private func run(_ download: IMDbDatasetDownload, bar: IMDbSyncProgressBar?) async throws -> IMDbDownloadReport {
        do {
            return try await download.run { bar?.update($0) }
        } catch {
            bar?.finish()
            throw CommandFailure(error.description, status: Self.status(of: error))
        }
    }

    /// The exit status of a download that failed so.
    static func status(of error: IMDbDownloadError) -> MoviesExitCode {
        switch error.reason {
        case .notFound: .notFound
        case .status, .unreachable, .timedOut: .unavailable
        case .incomplete, .notGzip, .tooLarge: .badData
        case .cannotSave: .cacheFailure
        }
    }

    /// What an import that failed so ends with. A downloaded file that cannot be read is
    /// forgotten (by `download`, which fetched it), so that the next sync downloads it whole.
    private func importFailure(_ error: IMDbImportError, download: IMDbDatasetDownload?) -> CommandFailure {
        guard let download, case .malformed(let file, _, _) = error,
            let dataset = IMDbDataset.allCases.first(where: { $0.fileName == file })
        else { return Self.failure(error) }
        try? download.discard(dataset)
        return CommandFailure(
            "\(error.description) (the previous import is kept; the next sync downloads \(file) anew)",
            status: .badData)
    }

    /// An import's failure as a command's: a file that cannot be read 65 (named with its line),
    /// one missing or not a file 66, zlib missing 69; an import that cannot be written (a full
    /// disk) or a lock held past the wait 74, as the cache, of which the import is part.
    static func failure(_ error: IMDbImportError) -> CommandFailure {
        let status: MoviesExitCode =
            switch error {
            case .malformed: .badData
            case .cannotRead: .notFound
            case .zlibUnavailable: .unavailable
            case .cannotWrite, .busy: .cacheFailure
            }
        return CommandFailure(error.description, status: status)
    }
}
