import Foundation
import MovieKitTestSupport
import Synchronization
import Testing

@testable import MovieKit

/// Keeping IMDb's import current from a folder of files, and the decision that an import is of
/// files that did not change.
struct IMDbDatasetsUpdateTests {
    static let published = Date(timeIntervalSince1970: 1_795_000_000)

    /// A report of the five files, each `change`d so, the newest published `published`.
    private static func report(_ change: IMDbDownloadedFile.Change, published: Date = published) -> IMDbDownloadReport {
        IMDbDownloadReport(
            files: IMDbDataset.allCases.map { dataset in
                IMDbDownloadedFile(
                    dataset: dataset, file: URL(fileURLWithPath: "/\(dataset.fileName)"), change: change,
                    lastModified: published, byteCount: 10)
            })
    }

    private static func imported(adult: Bool = false, published: Date? = published) -> IMDbImportFacts {
        IMDbImportFacts(
            importedAt: published ?? Date(), publishedAt: published, includesAdult: adult, films: 38, castMembers: 1,
            crewMembers: 1, people: 1)
    }

    @Test(arguments: [
        (report(.unchanged), imported(), false, true),
        (report(.changed), imported(), false, false),
        (report(.unchanged), imported(adult: true), false, false),
        (report(.unchanged), imported(published: Date(timeIntervalSince1970: 0)), false, false),
        (report(.unchanged), nil, false, false),
    ])
    func anImportIsCurrentOnlyOfTheSameUnchangedFilesOfTheSameKind(
        report: IMDbDownloadReport, imported: IMDbImportFacts?, adult: Bool, current: Bool
    ) {
        #expect(IMDbDatasetsUpdate.isImported(report, as: imported, includeAdult: adult) == current)
    }

    @Test func importsAFolderSayingTheTermsTheFirstTimeOnly() async throws {
        try await withTemporaryFolder { folder in
            let imdb = IMDbFolder(cacheURL: folder.appendingPathComponent("movies.sqlite"))
            let update = IMDbDatasetsUpdate(folder: imdb, origin: .folder(imdbFixturesFolder))
            let said = ProgressRecorder()
            guard case .imported(let summary, _, let bytes) = try await update.run(progress: said.record) else {
                Issue.record("imported nothing")
                return
            }
            #expect(summary.filmCount == 38 && bytes > 0)
            #expect(said.events.first == .firstUse && said.events.filter { $0 == .firstUse }.count == 1)
            let again = ProgressRecorder()
            _ = try await update.run(progress: again.record)
            #expect(!again.events.contains(.firstUse))
        }
    }

    @Test func aFileThatCannotBeReadFailsKeepingThePreviousImport() async throws {
        try await withTemporaryFolder { folder in
            let imdb = IMDbFolder(cacheURL: folder.appendingPathComponent("movies.sqlite"))
            _ = try await IMDbDatasetsUpdate(folder: imdb, origin: .folder(imdbFixturesFolder)).run()
            let broken = apiFixturesFolder.appendingPathComponent("imdb-hostile/short-row")
            let error = await #expect(throws: IMDbDatasetsUpdateError.self) {
                try await IMDbDatasetsUpdate(folder: imdb, origin: .folder(broken)).run()
            }
            guard case .importing(.malformed(let file, _, _), forgotten: nil) = error else {
                Issue.record("failed so: \(String(describing: error))")
                return
            }
            #expect(file == "title.ratings.tsv.gz")
            #expect(try IMDbDatasets.open(at: imdb.datasets)?.facts.films == 38)
        }
    }
}

/// What an update said as it went.
final class ProgressRecorder: Sendable {
    private let said = Mutex<[IMDbDatasetsUpdate.Progress]>([])

    var events: [IMDbDatasetsUpdate.Progress] { said.withLock { $0 } }

    var record: @Sendable (IMDbDatasetsUpdate.Progress) -> Void {
        { event in self.said.withLock { $0.append(event) } }
    }
}
