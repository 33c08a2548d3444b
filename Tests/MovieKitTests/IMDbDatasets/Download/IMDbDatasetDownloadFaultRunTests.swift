import Foundation
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

/// `IMDbDatasetDownload` when the host misbehaves in ways `movies-api` does not: a body shorter
/// than announced, a web page in place of gzip, a body that arrives slowly, one without end.
struct IMDbDatasetDownloadFaultRunTests {
    static let gzipStart = Data([0x1f, 0x8b, 0x08, 0x00])

    /// A download into `folder`'s cache folder over `transport`, without retries.
    static func download(
        over transport: any HTTPTransport, into folder: URL, baseURL: URL? = nil,
        maximumFileSize: Int = IMDbDatasetDownload.maximumFileSize
    ) -> IMDbDatasetDownload {
        let client = APIClient.imdbDatasets(
            baseURL: baseURL ?? URL(string: "https://datasets.imdbws.com/")!, transport: transport,
            retryPolicy: makeQuickRetryPolicy(retryLimit: 0))
        return IMDbDatasetDownload(
            client: client, folder: IMDbFolder(cacheURL: folder.appendingPathComponent("movies.sqlite")),
            maximumFileSize: maximumFileSize, progressInterval: .milliseconds(5))
    }

    /// Puts `bytes` in place as the copy of `dataset` downloaded before, with validators.
    static func keep(_ bytes: Data, as dataset: IMDbDataset, in download: IMDbDatasetDownload) throws {
        let file = download.folder.download(of: dataset)
        try FileManager.default.createDirectory(at: download.folder.downloads, withIntermediateDirectories: true)
        try bytes.write(to: file)
        try Data(#"{"etag":"\"old\"","lastModified":"Sun, 29 Jun 2025 08:00:00 GMT"}"#.utf8)
            .write(to: IMDbDownloadValidators.url(of: file))
    }

    @Test func refusesABodyShorterThanItsLengthAndKeepsThePreviousCopy() async throws {
        try await withTemporaryFolder { folder in
            let transport = StubTransport { _ throws(TransportError) in
                HTTPResponse(status: 200, headers: ["Content-Length": "100"], body: Self.gzipStart + Data(count: 6))
            }
            let download = Self.download(over: transport, into: folder)
            try Self.keep(Data("previous".utf8), as: .titleRatings, in: download)
            let error = await #expect(throws: IMDbDownloadError.self) { try await download.update(.titleRatings) }
            #expect(error?.reason == .incomplete(expected: 100, received: 10))
            #expect(
                error?.description
                    == "title.ratings.tsv.gz arrived incomplete from datasets.imdbws.com: 10 of the 100 bytes it announced"
            )
            let file = download.folder.download(of: .titleRatings)
            #expect(try Data(contentsOf: file) == Data("previous".utf8))
            #expect(IMDbDownloadValidators.read(for: file)?.etag == "\"old\"")
            #expect(!FileManager.default.fileExists(atPath: file.path + ".part"))
            // It asked on the previous copy's condition.
            #expect(transport.requests.first?.headers["If-None-Match"] == "\"old\"")
            #expect(transport.requests.first?.headers["If-Modified-Since"] == "Sun, 29 Jun 2025 08:00:00 GMT")
        }
    }

    @Test func refusesWhatIsNotGzip() async throws {
        try await withTemporaryFolder { folder in
            let page = "<!DOCTYPE html><title>Sign in to the Wi-Fi</title>"
            let download = Self.download(over: StubTransport(status: 200, body: page), into: folder)
            try Self.keep(Data("previous".utf8), as: .nameBasics, in: download)
            let error = await #expect(throws: IMDbDownloadError.self) { try await download.update(.nameBasics) }
            #expect(error?.reason == .notGzip)
            #expect(error?.description == "name.basics.tsv.gz from datasets.imdbws.com is not gzip data")
            #expect(try Data(contentsOf: download.folder.download(of: .nameBasics)) == Data("previous".utf8))
        }
    }

    @Test func asksWithoutConditionsWhenTheCopyIsGoneAndTheValidatorsStayed() async throws {
        try await withTemporaryFolder { folder in
            let transport = StubTransport { _ throws(TransportError) in
                HTTPResponse(
                    status: 200, headers: ["ETag": "\"new\"", "Last-Modified": "Mon, 30 Jun 2025 08:00:00 GMT"],
                    body: Self.gzipStart)
            }
            let download = Self.download(over: transport, into: folder)
            try Self.keep(Data("previous".utf8), as: .titleCrew, in: download)
            try FileManager.default.removeItem(at: download.folder.download(of: .titleCrew))
            let file = try await download.update(.titleCrew)
            #expect(transport.requests.first?.headers["If-None-Match"] == nil)
            #expect(transport.requests.first?.headers["If-Modified-Since"] == nil)
            #expect(file.change == .changed)
            #expect(file.lastModified == Date(timeIntervalSince1970: 1_751_270_400))
            #expect(
                IMDbDownloadValidators.read(for: file.file)
                    == IMDbDownloadValidators(etag: "\"new\"", lastModified: "Mon, 30 Jun 2025 08:00:00 GMT"))
        }
    }

    @Test func refusesANotModifiedToARequestWithoutConditions() async {
        await withTemporaryFolder { folder in
            let download = Self.download(over: StubTransport(status: 304, body: ""), into: folder)
            let error = await #expect(throws: IMDbDownloadError.self) { try await download.update(.titleBasics) }
            #expect(error?.reason == .status(304, retryAfter: nil))
            #expect(!FileManager.default.fileExists(atPath: download.folder.download(of: .titleBasics).path))
        }
    }

    @Test func discardForgetsTheCopyAndItsValidators() async throws {
        try await withTemporaryFolder { folder in
            let download = Self.download(over: StubTransport(status: 500, body: ""), into: folder)
            try Self.keep(Data("unreadable".utf8), as: .titlePrincipals, in: download)
            try download.discard(.titlePrincipals)
            let file = download.folder.download(of: .titlePrincipals)
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(!FileManager.default.fileExists(atPath: IMDbDownloadValidators.url(of: file).path))
            try download.discard(.titlePrincipals)
        }
    }

    @Test func reportsTheBytesOfABodyUnderWayAgainstItsLength() async throws {
        try await withTemporaryFolder { folder in
            let half = Self.gzipStart + Data(count: 4996)
            let head = Data("HTTP/1.1 200 OK\r\nContent-Length: 10000\r\nConnection: close\r\n\r\n".utf8)
            let server = try RawHTTPServer { _ in
                [.write(head + half), .pause(.milliseconds(500)), .write(Data(count: 5000)), .close]
            }
            let download = Self.download(
                over: NetworkHelperTransport(timeout: 30), into: folder,
                baseURL: server.baseURL.deletingLastPathComponent())
            let reports = Mutex<[IMDbDownloadProgress]>([])
            let file = try await download.update(.titleBasics) { progress in reports.withLock { $0.append(progress) } }
            #expect(file.byteCount == 10000)
            let receiving = reports.withLock { $0 }.filter { $0.stage == .receiving }
            #expect(receiving.contains { $0.bytesReceived == 5000 && $0.bytesExpected == 10000 && $0.fraction == 0.5 })
            #expect(server.received.first?.path == "/title.basics.tsv.gz")
        }
    }

    /// A host that sends 64 MiB of what starts as gzip, the length announced or not: as good as
    /// endless against a limit of 1 MiB.
    @Test(arguments: [nil, String(64 << 20)])
    func stopsABodyLongerThanAnyFileAndKeepsThePreviousCopy(announced: String?) async throws {
        try await withTemporaryFolder { folder in
            let length = announced.map { "Content-Length: \($0)\r\n" } ?? ""
            let head = Data("HTTP/1.1 200 OK\r\n\(length)Connection: close\r\n\r\n".utf8)
            let server = try RawHTTPServer { _ in
                [.write(head + Self.gzipStart), .flood(count: (64 << 20) - 4, byte: 0), .close]
            }
            let download = Self.download(
                over: NetworkHelperTransport(timeout: 30), into: folder,
                baseURL: server.baseURL.deletingLastPathComponent(), maximumFileSize: 1 << 20)
            try Self.keep(Data("previous".utf8), as: .titlePrincipals, in: download)
            let error = await #expect(throws: IMDbDownloadError.self) { try await download.update(.titlePrincipals) }
            #expect(error?.reason == .tooLarge(limit: 1 << 20))
            let host = "127.0.0.1:\(server.baseURL.port ?? 0)"
            #expect(
                error?.description
                    == "title.principals.tsv.gz: \(host) sent more than 1 MiB, more than any of IMDb's files can be; "
                    + "the rest was not read")
            let file = download.folder.download(of: .titlePrincipals)
            #expect(try Data(contentsOf: file) == Data("previous".utf8))
            #expect(!FileManager.default.fileExists(atPath: file.path + ".part"))
        }
    }
}
