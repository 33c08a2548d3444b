import Foundation
import MovieKitTestSupport
import Testing

/// `sync --source imdb --from FOLDER` with what no file of IMDb's is (issue 41): a gzip whose one
/// line inflates to gigabytes.
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
}
