import Foundation
import MovieKit

/// `movies sync --source imdb`: keeps the import of IMDb's datasets current in one call
/// (``IMDbSync``): the five files brought up to date from IMDb's host (or taken from a folder,
/// `--from`), then imported, unless nothing changed since an import of these very files. It
/// draws the progress on a terminal, says IMDb's terms the first time, and prints the outcome.
struct IMDbDatasetsUpdateRun {
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
        let sync = IMDbSync(
            cacheURL: options.location.url, libraryPath: YourLibrary.path, from: from, includeAdult: includeAdult,
            lockWait: CacheWaiting.limit(seconds: options.timeout), downloadClient: downloadClient)
        let bar =
            console.isErrorTerminal && console.takesEscapes ? IMDbDatasetsUpdateProgressBar(console: console) : nil
        let outcome: IMDbDatasetsUpdate.Outcome
        do {
            outcome = try await sync.run { [console] progress in
                switch progress {
                case .firstUse: console.note(Self.licence)
                case .waitingForLock:
                    if let bar {
                        bar.update(IMDbImportProgress(stage: .waitingForLock))
                    } else {
                        console.note(Self.waitingNote)
                    }
                case .downloading(let progress): bar?.update(progress)
                case .importing(let progress): bar?.update(progress)
                }
            }
        } catch {
            bar?.finish()
            switch error {
            case let error as IMDbDatasetsUpdateError: throw Self.failure(error)
            case let error as LibraryError: throw CommandFailure(error)
            default: throw error
            }
        }
        bar?.finish()
        switch outcome {
        case .upToDate(let publishedAt, let films):
            console.print(
                "IMDb's datasets unchanged since \(APIDate.format(publishedAt)): "
                    + "the import of \(Formatting.grouped(UInt(films))) films is up to date")
        case .imported(let summary, let seconds, let bytesOnDisk):
            console.print(Self.summary(summary, seconds: seconds, bytesOnDisk: bytesOnDisk))
        }
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

    /// A client of `--api-url`, else IMDb's host, for the downloads.
    private func downloadClient() throws -> APIClient {
        let limits = RequestLimits(timeout: options.timeout, scope: .request, asksTheAPI: true)
        return APIClient.imdbDatasets(
            baseURL: try options.api.baseURL() ?? IMDbDatasetDownload.defaultBaseURL, transport: limits.makeTransport(),
            logger: limits.logger)
    }

    /// An update's failure as a command's: a folder that cannot be made 74; a download's as
    /// ``status(of:)`` says; an import's as ``failure(_:)-(IMDbImportError)`` says, a downloaded
    /// file it could not read 65.
    static func failure(_ error: IMDbDatasetsUpdateError) -> CommandFailure {
        switch error {
        case .preparing: CommandFailure(error.description, status: .cacheFailure)
        case .downloading(let failure): CommandFailure(error.description, status: status(of: failure))
        case .importing(let failure, nil): Self.failure(failure)
        case .importing(_, .some): CommandFailure(error.description, status: .badData)
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
