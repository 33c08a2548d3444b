import Foundation
import Synchronization

/// Brings the copies of IMDb's dataset files in an ``IMDbFolder``'s `downloads/` up to date:
/// `GET <base>/<fileName>` for each, asked on the condition of the validators kept beside the copy
/// (`If-None-Match`, `If-Modified-Since`), so that an unchanged file costs one 304.
///
/// A new body is written to `NAME.tsv.gz.part` as it arrives, ``maximumFileSize`` at most, and
/// renamed over `NAME.tsv.gz` only once it is whole (its `Content-Length` met, gzip data, flushed
/// to disk), its validators written after: whatever fails, and wherever the process is killed, the
/// copy on disk stays the previous one, whole, and a copy whose validators are missing is fetched
/// whole next time. Requests go through the client: redirects, retries (a 5xx, a broken
/// connection) and its transport's timeout, which for a file bounds connecting and each stretch
/// without data, not the whole file.
///
/// One download at a time per folder: the caller holds ``IMDbFolder/lock``.
public struct IMDbDatasetDownload: Sendable {
    /// IMDb's dataset host.
    public static let defaultBaseURL = URL(string: "https://datasets.imdbws.com/") ?? URL(fileURLWithPath: "/")

    /// How often the progress of a body under way is reported, by default.
    public static let defaultProgressInterval: Duration = .milliseconds(100)

    /// The most bytes one file may have: IMDb's largest, `title.principals.tsv.gz`, is under
    /// 1 GiB (the five together about 1.8 GB), so 4 GiB leaves room for years of growth, yet a
    /// host that sends without end is stopped long before it fills a disk.
    public static let maximumFileSize = 4 << 30

    /// Asks the dataset host (see ``APIClient/imdbDatasets(baseURL:transport:retryPolicy:logger:)``).
    public let client: APIClient
    /// Where the copies are kept.
    public let folder: IMDbFolder
    /// The most bytes one file may have (by default ``maximumFileSize``): a body announced or
    /// arriving longer is not read further.
    public let maximumFileSize: Int
    private let progressInterval: Duration

    public init(
        client: APIClient, folder: IMDbFolder, maximumFileSize: Int = IMDbDatasetDownload.maximumFileSize,
        progressInterval: Duration = IMDbDatasetDownload.defaultProgressInterval
    ) {
        self.client = client
        self.folder = folder
        self.maximumFileSize = maximumFileSize
        self.progressInterval = progressInterval
    }

    /// Brings each of `datasets` up to date, one after the other, in this order, telling
    /// `progress` how each goes (calls never overlap).
    /// - Throws: the first file's failure; the files before it are up to date, it and the
    ///   ones after it as they were.
    public func run(
        _ datasets: [IMDbDataset] = IMDbDataset.allCases,
        progress: @escaping @Sendable (IMDbDownloadProgress) -> Void = { _ in }
    ) async throws(IMDbDownloadError) -> IMDbDownloadReport {
        var files: [IMDbDownloadedFile] = []
        for dataset in datasets {
            files.append(try await update(dataset, progress: progress))
        }
        return IMDbDownloadReport(files: files)
    }

    /// Brings the copy of `dataset` up to date, telling `progress` how it goes (calls never overlap).
    /// - Throws: ``IMDbDownloadError``, naming the file and what happened; the copy on disk is
    ///   then as it was.
    public func update(
        _ dataset: IMDbDataset, progress: @escaping @Sendable (IMDbDownloadProgress) -> Void = { _ in }
    ) async throws(IMDbDownloadError) -> IMDbDownloadedFile {
        let endpoint = APIEndpoint(path: dataset.fileName, description: dataset.fileName, accepts: "*/*")
        let url = endpoint.url(relativeTo: client.baseURL)
        let copy = DownloadedCopy(file: folder.download(of: dataset))
        do throws(AtomicFile.Failure) {
            try copy.prepare()
        } catch {
            throw IMDbDownloadError(dataset: dataset, url: url, reason: .cannotSave(error.reason))
        }
        let validators = copy.exists ? IMDbDownloadValidators.read(for: copy.file) : nil
        progress(IMDbDownloadProgress(dataset: dataset, stage: .asking, bytesReceived: 0, bytesExpected: nil))
        let outcome = try await fetch(
            dataset, at: endpoint, into: copy, validators: validators, url: url, progress: progress)
        switch outcome {
        case .notModified where validators == nil:
            // A 304 to a request that asked on no condition: there is nothing it could be about.
            copy.discardPart()
            throw IMDbDownloadError(dataset: dataset, url: url, reason: .status(304, retryAfter: nil))
        case .notModified:
            copy.discardPart()
            let size = copy.size ?? 0
            progress(
                IMDbDownloadProgress(dataset: dataset, stage: .unchanged, bytesReceived: size, bytesExpected: size))
            return IMDbDownloadedFile(
                dataset: dataset, file: copy.file, change: .unchanged, lastModified: validators?.lastModifiedDate,
                byteCount: size)
        case .downloaded(let headers):
            let size = try replace(copy, dataset: dataset, url: url, headers: headers)
            progress(
                IMDbDownloadProgress(dataset: dataset, stage: .downloaded, bytesReceived: size, bytesExpected: size))
            let lastModified = headers["Last-Modified"].flatMap(HTTPDate.parse)
            return IMDbDownloadedFile(
                dataset: dataset, file: copy.file, change: .changed, lastModified: lastModified, byteCount: size)
        }
    }

    /// Asks for `dataset` at `endpoint` on the condition of `validators`, its body into `copy`'s
    /// part file, reporting to `progress` while it arrives.
    private func fetch(
        _ dataset: IMDbDataset, at endpoint: APIEndpoint, into copy: DownloadedCopy,
        validators: IMDbDownloadValidators?, url: URL, progress: @escaping @Sendable (IMDbDownloadProgress) -> Void
    ) async throws(IMDbDownloadError) -> APIDownloadOutcome {
        let expected = AnnouncedLength()
        let watcher = watch(copy.part, expected: expected, dataset: dataset, progress: progress)
        do throws(MovieServiceError) {
            let outcome = try await client.download(
                endpoint, to: copy.part, limit: maximumFileSize, headers: validators?.conditionalHeaders ?? [:]
            ) { head in
                guard (200..<300).contains(head.status) else { return }
                expected.set(head.contentLength)
            }
            await stop(watcher)
            return outcome
        } catch {
            await stop(watcher)
            copy.discardPart()
            throw IMDbDownloadError(dataset: dataset, url: url, failure: error, limit: maximumFileSize)
        }
    }

    /// Forgets the copy of `dataset` and its validators, so that the next download fetches it
    /// whole: for a copy an import found unreadable.
    /// - Throws: ``IMDbDownloadError/Reason/cannotSave(_:)`` when a file cannot be removed.
    public func discard(_ dataset: IMDbDataset) throws(IMDbDownloadError) {
        let copy = DownloadedCopy(file: folder.download(of: dataset))
        do throws(AtomicFile.Failure) {
            try copy.remove()
        } catch {
            let url = APIEndpoint(path: dataset.fileName, description: "").url(relativeTo: client.baseURL)
            throw IMDbDownloadError(dataset: dataset, url: url, reason: .cannotSave(error.reason))
        }
    }

    /// Checks the whole body in `copy`'s part file against `headers` and puts it in place with
    /// their validators; its size.
    private func replace(
        _ copy: DownloadedCopy, dataset: IMDbDataset, url: URL, headers: HTTPHeaders
    ) throws(IMDbDownloadError) -> Int {
        let received = copy.partSize ?? 0
        let announced = HTTPResponseHead(status: 200, headers: headers).contentLength
        if let announced, announced != received {
            copy.discardPart()
            throw IMDbDownloadError(
                dataset: dataset, url: url, reason: .incomplete(expected: announced, received: received))
        }
        guard copy.partIsGzip else {
            copy.discardPart()
            throw IMDbDownloadError(dataset: dataset, url: url, reason: .notGzip)
        }
        do throws(AtomicFile.Failure) {
            try copy.commit(validators: IMDbDownloadValidators(headers: headers))
        } catch {
            copy.discardPart()
            throw IMDbDownloadError(dataset: dataset, url: url, reason: .cannotSave(error.reason))
        }
        return received
    }

    /// Reports, every ``progressInterval`` until cancelled, how much of `dataset` has arrived in
    /// `part`, when that changed.
    private func watch(
        _ part: URL, expected: AnnouncedLength, dataset: IMDbDataset,
        progress: @escaping @Sendable (IMDbDownloadProgress) -> Void
    ) -> Task<Void, Never> {
        let interval = progressInterval
        return Task {
            var last: (Int, Int?)?
            while true {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return
                }
                guard let received = DownloadedCopy.size(of: part) else { continue }
                let now = (received, expected.value)
                guard last.map({ $0 != now }) ?? true else { continue }
                last = now
                progress(
                    IMDbDownloadProgress(
                        dataset: dataset, stage: .receiving, bytesReceived: received, bytesExpected: now.1))
            }
        }
    }

    /// Stops `watcher` and waits until it has, so that no report follows.
    private func stop(_ watcher: Task<Void, Never>) async {
        watcher.cancel()
        await watcher.value
    }
}

/// The length the answer under way announced for its body, set from the transport's thread and
/// read by the progress reports.
private final class AnnouncedLength: Sendable {
    private let length = Mutex<Int?>(nil)

    var value: Int? { length.withLock { $0 } }

    func set(_ value: Int?) {
        length.withLock { $0 = value }
    }
}
