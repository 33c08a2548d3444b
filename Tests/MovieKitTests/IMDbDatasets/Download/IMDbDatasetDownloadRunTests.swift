import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

/// `IMDbDatasetDownload` against `movies-api --dialect imdb` over loopback, through the real
/// `movies-http`: whole files the first time, 304s after, a changed file again, and the copy on
/// disk kept whole whatever fails.
struct IMDbDatasetDownloadRunTests {
    static let published = Date(timeIntervalSince1970: 1_751_270_400)  // 2025-06-30 08:00:00 UTC

    /// The download into `folder`'s cache folder from `server`, retrying quickly.
    static func download(from server: RunningMovieAPIServer, into folder: URL) -> IMDbDatasetDownload {
        let client = APIClient.imdbDatasets(
            baseURL: server.baseURL, transport: NetworkHelperTransport(timeout: 30),
            retryPolicy: makeQuickRetryPolicy())
        return IMDbDatasetDownload(
            client: client, folder: IMDbFolder(cacheURL: folder.appendingPathComponent("movies.sqlite")),
            progressInterval: .milliseconds(5))
    }

    /// Runs `body` with a host serving a copy of the fixtures (in `folder/served`, free to change)
    /// and a download into `folder`.
    static func withHost(
        faults: ServerFaults = ServerFaults(),
        _ body: (_ served: URL, _ server: RunningMovieAPIServer, _ download: IMDbDatasetDownload) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            let served = folder.appendingPathComponent("served")
            try copyIMDbDatasets(to: served)
            try await withIMDbDatasetHost(folder: served, lastModified: published, faults: faults) { server in
                try await body(served, server, download(from: server, into: folder))
            }
        }
    }

    static func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    static func datasetRequests(_ server: RunningMovieAPIServer, status: Int? = nil) -> Int {
        server.requestCounts.count(where: { $0.hasSuffix(".tsv.gz") }, status: status)
    }

    @Test func firstFetchesTheFiveFilesWhole() async throws {
        try await Self.withHost { served, server, download async throws in
            let report = try await download.run()
            #expect(report.files.map(\.dataset) == IMDbDataset.allCases)
            #expect(report.files.allSatisfy { $0.change == .changed })
            #expect(report.hasChanges)
            #expect(report.publishedAt == Self.published)
            for file in report.files {
                let local = download.folder.download(of: file.dataset)
                #expect(file.file == local)
                #expect(try Self.bytes(local) == Self.bytes(served.appendingPathComponent(file.dataset.fileName)))
                #expect(file.byteCount == (try Self.bytes(local)).count)
                let validators = try #require(IMDbDownloadValidators.read(for: local))
                #expect(validators.etag?.hasPrefix("\"") == true)
                #expect(validators.lastModified == "Mon, 30 Jun 2025 08:00:00 GMT")
                #expect(!FileManager.default.fileExists(atPath: local.path + ".part"))
            }
            #expect(Self.datasetRequests(server, status: 200) == 5)
            #expect(Self.datasetRequests(server) == 5)
        }
    }

    @Test func secondIsFiveNotModifiedAndKeepsTheFiles() async throws {
        try await Self.withHost { _, server, download async throws in
            _ = try await download.run()
            let before = try IMDbDataset.allCases.map { try Self.bytes(download.folder.download(of: $0)) }
            let again = try await download.run()
            #expect(again.files.allSatisfy { $0.change == .unchanged })
            #expect(!again.hasChanges)
            #expect(again.publishedAt == Self.published)
            #expect(again.files.map(\.byteCount) == before.map(\.count))
            #expect(try IMDbDataset.allCases.map { try Self.bytes(download.folder.download(of: $0)) } == before)
            #expect(Self.datasetRequests(server, status: 304) == 5)
            #expect(Self.datasetRequests(server) == 10)
        }
    }

    @Test func fetchesAChangedFileAgainAndOnlyIt() async throws {
        try await Self.withHost { served, server, download async throws in
            _ = try await download.run()
            let changed = try Self.bytes(
                imdbHostileFixturesFolder("short-row").appendingPathComponent("title.ratings.tsv.gz"))
            try changed.write(to: served.appendingPathComponent("title.ratings.tsv.gz"))
            let again = try await download.run()
            #expect(again.files.filter { $0.change == .changed }.map(\.dataset) == [.titleRatings])
            #expect(try Self.bytes(download.folder.download(of: .titleRatings)) == changed)
            #expect(Self.datasetRequests(server, status: 200) == 6)
            #expect(Self.datasetRequests(server, status: 304) == 4)
            // And the new validators hold: a third run changes nothing.
            #expect(!(try await download.run()).hasChanges)
        }
    }

    @Test func aBodyCutShortLeavesThePreviousFile() async throws {
        try await withTemporaryFolder { folder in
            let served = folder.appendingPathComponent("served")
            try copyIMDbDatasets(to: served)
            let previous: Data
            let validators: IMDbDownloadValidators?
            do {
                let server = try await startIMDbDatasetHost(folder: served, lastModified: Self.published)
                let download = Self.download(from: server, into: folder)
                _ = try await download.run()
                previous = try Self.bytes(download.folder.download(of: .titleBasics))
                validators = IMDbDownloadValidators.read(for: download.folder.download(of: .titleBasics))
                await server.stop()
            }
            try Self.bytes(imdbHostileFixturesFolder("missing-runtime").appendingPathComponent("title.basics.tsv.gz"))
                .write(to: served.appendingPathComponent("title.basics.tsv.gz"))
            var faults = ServerFaults()
            faults.dropRate = 1
            try await withIMDbDatasetHost(folder: served, lastModified: Self.published, faults: faults) {
                server async throws in
                let download = Self.download(from: server, into: folder)
                let basics = download.folder.download(of: .titleBasics)
                await #expect {
                    _ = try await download.run()
                } throws: { error in
                    guard let error = error as? IMDbDownloadError, case .unreachable = error.reason else {
                        return false
                    }
                    return error.dataset == .titleBasics
                        && error.description.hasPrefix("cannot download title.basics.tsv.gz: ")
                }
                #expect(try Self.bytes(basics) == previous)
                #expect(IMDbDownloadValidators.read(for: basics) == validators)
                #expect(!FileManager.default.fileExists(atPath: basics.path + ".part"))
                // Retried as the policy says: four attempts in all.
                #expect(server.requestCounts.count(where: { $0 == "/title.basics.tsv.gz" }) == 4)
            }
        }
    }

    @Test func a404NamesTheFileAndKeepsTheOnesBefore() async throws {
        try await Self.withHost { served, _, download async throws in
            try FileManager.default.removeItem(at: served.appendingPathComponent("title.crew.tsv.gz"))
            let error = await #expect(throws: IMDbDownloadError.self) { try await download.run() }
            #expect(error?.dataset == .titleCrew)
            #expect(error?.reason == .notFound)
            #expect(error?.description.hasPrefix("127.0.0.1:") == true)
            #expect(error?.description.contains(" has no title.crew.tsv.gz (HTTP 404 for http://127.0.0.1:") == true)
            for dataset in [IMDbDataset.titleBasics, .titleRatings, .titlePrincipals] {
                #expect(FileManager.default.fileExists(atPath: download.folder.download(of: dataset).path))
            }
            #expect(!FileManager.default.fileExists(atPath: download.folder.download(of: .titleCrew).path))
        }
    }

    @Test func retriesA503AndThenDownloads() async throws {
        var faults = ServerFaults()
        faults.failFirst = 2
        try await Self.withHost(faults: faults) { _, server, download async throws in
            let report = try await download.run()
            #expect(report.files.allSatisfy { $0.change == .changed })
            #expect(Self.datasetRequests(server, status: 503) == 2)
            #expect(Self.datasetRequests(server, status: 200) == 5)
        }
    }

    @Test func namesTheStatusThatOutlastsTheRetries() async throws {
        var faults = ServerFaults()
        faults.failFirst = 100
        try await Self.withHost(faults: faults) { _, server, download async throws in
            let error = await #expect(throws: IMDbDownloadError.self) { try await download.run() }
            #expect(error?.reason == .status(503, retryAfter: nil))
            #expect(error?.description.hasSuffix(" answered HTTP 503 for title.basics.tsv.gz") == true)
            #expect(Self.datasetRequests(server) == 4)
        }
    }

    @Test func reportsEachFileFromItsRequestToItsEnd() async throws {
        try await Self.withHost { _, _, download async throws in
            let reports = Mutex<[IMDbDownloadProgress]>([])
            _ = try await download.run { progress in reports.withLock { $0.append(progress) } }
            _ = try await download.run { progress in reports.withLock { $0.append(progress) } }
            let all = reports.withLock { $0 }
            for dataset in IMDbDataset.allCases {
                let mine = all.filter { $0.dataset == dataset }
                let size = try Self.bytes(download.folder.download(of: dataset)).count
                #expect(mine.first?.stage == .asking)
                #expect(
                    mine.contains(
                        IMDbDownloadProgress(
                            dataset: dataset, stage: .downloaded, bytesReceived: size, bytesExpected: size)))
                #expect(
                    mine.last
                        == IMDbDownloadProgress(
                            dataset: dataset, stage: .unchanged, bytesReceived: size, bytesExpected: size))
            }
            // One file after another: every report of a file comes before the next file's first.
            let order = all.map(\.dataset).reduce(into: [IMDbDataset]()) { if $0.last != $1 { $0.append($1) } }
            #expect(order == IMDbDataset.allCases + IMDbDataset.allCases)
        }
    }
}
