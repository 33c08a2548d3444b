import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `sync --source imdb --from FOLDER` with what no file of IMDb's is (issue 41): a gzip whose one
/// line inflates to gigabytes, a FIFO or a link to one in place of a file; and a second sync
/// waiting for the folder's lock.
@Suite(.serialized)
struct IMDbHostileFilesRunTests {
    /// `title.basics.tsv.gz`'s header line and the start of a film's line.
    private static let header =
        "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\ntt0000001\t"

    @Test func aLineLongerThanAnyOfIMDbsIsRefusedWithinBoundedMemory() async throws {
        try await IMDbRunner.imported { runner in
            try await withTemporaryFolder { folder in
                try copyIMDbDatasets(to: folder)
                // 13 MB of gzip whose second line is 2 GiB long.
                let file = GzipFixture.longLine(after: Self.header, of: UInt8(ascii: "a"), mebibytes: 2048)
                try Data(file).write(to: folder.appendingPathComponent("title.basics.tsv.gz"))
                // 2.5 GB of address space: an import needs a fraction of it, a line held whole
                // in a buffer that doubles (1 GiB, then 2 GiB more) does not fit.
                var movies = runner.movies
                movies.prefix = ["bash", "-c", #"ulimit -v 2500000 && exec "$0" "$@""#]
                let run = try await movies.run(["sync", "--from", folder.path], environment: ["MOVIES_SOURCE": "imdb"])
                #expect(run.status == 65, "\(run.error)")
                #expect(run.error.hasPrefix("error: title.basics.tsv.gz:2: "), "\(run.error)")
                #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
                #expect(try await runner.run(["show", "tt0083658"]).status == 0)
            }
        }
    }

    @Test(arguments: [false, true])
    func aFIFOInPlaceOfAFileIsRefusedAtOnceAndNamed(throughALink: Bool) async throws {
        try await IMDbRunner.imported { runner in
            try await withTemporaryFolder { folder in
                try copyIMDbDatasets(to: folder)
                let file = folder.appendingPathComponent("title.crew.tsv.gz")
                try FileManager.default.removeItem(at: file)
                let fifo = throughALink ? folder.appendingPathComponent("crew.fifo") : file
                try #require(mkfifo(fifo.path, 0o644) == 0)
                if throughALink { try FileManager.default.createSymbolicLink(at: file, withDestinationURL: fifo) }
                let run = try await runner.run(["sync", "--from", folder.path], killedAfter: .seconds(60))
                #expect(run.status == 66, "\(run.error)")
                #expect(run.error == "error: cannot read \(file.path): a FIFO, not a file\n", "\(run.error)")
                // The lock was let go: a sync of files completes.
                try await runner.importFixtures()
            }
        }
    }

    @Test func aSyncWaitingForTheLockSaysSoAndGivesUpAfterTheTimeout() async throws {
        try await IMDbRunner.imported { runner in
            let folder = IMDbFolder(cacheURL: runner.movies.cache)
            let held = try IMDbImportLock(folder: folder)
            defer { held.release() }
            let run = try await runner.run(
                ["sync", "--from", imdbFixturesFolder.path, "--timeout", "1"], killedAfter: .seconds(60))
            #expect(run.status == 74, "\(run.error)")
            #expect(
                run.error
                    == "waiting for another movies process to finish with IMDb's datasets…\n"
                    + "error: gave up after 1 s waiting for another movies process to finish with IMDb's datasets "
                    + "(\(folder.lock.path)); try again once it is done\n")
        }
    }
}
