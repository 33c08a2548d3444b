import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Keeping IMDb's import current from IMDb's host (the fixture host over loopback, through the
/// real `movies-http`): downloaded and imported, then found up to date; imported again for adult
/// titles; a downloaded file the import cannot read forgotten, so that the next update fetches it.
struct IMDbDatasetsUpdateRunTests {
    static let published = Date(timeIntervalSince1970: 1_795_000_000)

    /// An update into `folder`'s cache folder from `server`.
    private static func update(
        from server: RunningMovieAPIServer, into folder: URL, includeAdult: Bool = false
    ) -> IMDbDatasetsUpdate {
        let client = APIClient.imdbDatasets(
            baseURL: server.baseURL, transport: NetworkHelperTransport(timeout: 30),
            retryPolicy: makeQuickRetryPolicy())
        let imdb = IMDbFolder(cacheURL: folder.appendingPathComponent("movies.sqlite"))
        return IMDbDatasetsUpdate(
            folder: imdb, origin: .download(IMDbDatasetDownload(client: client, folder: imdb)),
            includeAdult: includeAdult)
    }

    @Test func importsWhatItDownloadsThenFindsTheImportUpToDate() async throws {
        try await withTemporaryFolder { folder in
            try await withIMDbDatasetHost(lastModified: Self.published) { server in
                let first = try await Self.update(from: server, into: folder).run()
                guard case .imported(let summary, _, _) = first else {
                    Issue.record("first: \(first)")
                    return
                }
                #expect(summary.filmCount == 38)
                #expect(
                    try await Self.update(from: server, into: folder).run()
                        == .upToDate(publishedAt: Self.published, films: 38))
                guard case .imported = try await Self.update(from: server, into: folder, includeAdult: true).run()
                else {
                    Issue.record("the adult titles were not imported")
                    return
                }
            }
        }
    }

    @Test func forgetsADownloadedFileTheImportCannotRead() async throws {
        try await withTemporaryFolder { folder in
            let broken = apiFixturesFolder.appendingPathComponent("imdb-hostile/short-row")
            try await withIMDbDatasetHost(folder: broken, lastModified: Self.published) { server in
                let update = Self.update(from: server, into: folder)
                let error = await #expect(throws: IMDbDatasetsUpdateError.self) { try await update.run() }
                guard case .importing(.malformed(let file, _, _), let forgotten) = error else {
                    Issue.record("failed so: \(String(describing: error))")
                    return
                }
                #expect(file == "title.ratings.tsv.gz" && forgotten == .titleRatings)
                #expect(!FileManager.default.fileExists(atPath: update.folder.download(of: .titleRatings).path))
                #expect(error?.description.hasSuffix("the next sync downloads title.ratings.tsv.gz anew)") == true)
            }
        }
    }
}
