import ArgumentParser
import Foundation
import MovieKit

extension MoviesBench {
    /// Imports IMDb's five dataset files into the IMDb folder of a cache, alone (no download, no
    /// CLI), so that `bench/run` times the import beside `zcat` of the same files.
    struct IMDbImport: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "imdb-import",
            abstract: "Import IMDb's dataset files (.tsv.gz) into a cache's IMDb folder.",
            discussion: """
                Reads title.basics, title.ratings, title.principals, title.crew and name.basics \
                (.tsv.gz) from --from and writes datasets.sqlite into the folder beside --cache \
                (movies-imdb/ for movies.sqlite), as `movies sync --source imdb --from` does. \
                Prints what was kept and how long it took.

                Example:
                  movies-bench imdb-import --from /tmp/imdb --cache /tmp/bench/movies.sqlite
                """)

        @Option(help: ArgumentHelp("The folder holding the five .tsv.gz files.", valueName: "folder"))
        var from: String
        @Option(help: ArgumentHelp("The cache file whose IMDb folder receives the import.", valueName: "file"))
        var cache: String
        @Flag(help: "Keep adult titles too.") var adult = false
        @Flag(help: "Say on stderr when each stage starts.") var stages = false

        /// The CPU time of the calling thread so far, in seconds: the import's own thread is its
        /// critical path (the files are inflated on threads beside it).
        static func threadCPU() -> String {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return String(format: "%.2f", Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
        }

        func run() throws {
            let folder = IMDbFolder(cacheURL: URL(fileURLWithPath: cache))
            let start = ContinuousClock.now
            var stage: IMDbImportProgress.Stage?
            let summary = try IMDbDatasetImport(
                folder: folder, from: URL(fileURLWithPath: from), includeAdult: adult
            ).run { progress in
                guard stages, progress.stage != stage else { return }
                stage = progress.stage
                let seconds =
                    Double((ContinuousClock.now - start).components.attoseconds) / 1e18
                    + Double((ContinuousClock.now - start).components.seconds)
                FileHandle.standardError.write(
                    Data(
                        "\(String(format: "%6.2f", seconds)) s  \(progress.stage), this thread's CPU \(Self.threadCPU()) s\n"
                            .utf8))
            }
            if stages {
                FileHandle.standardError.write(Data("done, this thread's CPU \(Self.threadCPU()) s\n".utf8))
            }
            let rows = IMDbDataset.allCases.map { "\($0.rawValue) \(summary.rowsRead[$0] ?? 0)" }
            print(
                """
                films \(summary.filmCount), cast \(summary.castCount), crew \(summary.crewCount), \
                people \(summary.personCount)
                rows read: \(rows.joined(separator: ", "))
                datasets.sqlite \(summary.databaseBytes) bytes, \(String(format: "%.2f", summary.seconds)) s
                """)
        }
    }
}
