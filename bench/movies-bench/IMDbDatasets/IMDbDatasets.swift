import ArgumentParser
import Foundation
import MovieKit

extension MoviesBench {
    /// Writes IMDb's five dataset files, made up, at the scale asked, for the import benchmarks.
    struct IMDbDatasets: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "imdb-datasets",
            abstract: "Write IMDb's five dataset files, made up, for N titles, in IMDb's layout and proportions.",
            discussion: """
                title.basics, title.ratings, title.principals, title.crew and name.basics as \
                NAME.tsv.gz in --output: IMDb's columns, tab-separated, \\N for null, ids ascending; \
                its mix of titles (three in four TV episodes, 6% films, 1.5% adult), about 8 \
                principals a title (the cast with characters, then directors, writers and other \
                crew), 1.2 people a title, ratings for about one title in seven (most films), one \
                crew row a title. The same files for the same --seed. Each file is compressed by a \
                gzip -6 of its own, as IMDb compresses them, so every core works; what was written \
                is printed (rows and bytes per file).

                Example (a tenth of IMDb's size):
                  movies-bench imdb-datasets --titles 1200000 --output /tmp/imdb --seed 1
                  movies-api --dialect imdb --fixtures /tmp/imdb --port 0
                """)

        @Option(help: ArgumentHelp("How many titles (IMDb has about 12 million).", valueName: "n"))
        var titles: Int
        @Option(help: ArgumentHelp("The folder to write the five files into (created).", valueName: "folder"))
        var output: String
        @Option(help: ArgumentHelp("What the data is drawn from: the same seed, the same files.", valueName: "n"))
        var seed: UInt64 = 1

        func validate() throws {
            guard (1...20_000_000).contains(titles) else {
                throw ValidationError("--titles must be between 1 and 20000000, got \(titles)")
            }
        }

        func run() throws {
            let started = ContinuousClock.now
            let folder = URL(fileURLWithPath: output, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let catalogue = SyntheticIMDb(seed: seed, titleCount: titles)
            let datasets = IMDbDataset.allCases
            // Every gzip starts here, one after the other, before any thread writes: each pipe's
            // end is then closed in the gzips started after it.
            let pipes = try datasets.map { dataset in
                try GzipPipe(writing: folder.appendingPathComponent(dataset.fileName).path)
            }
            let results = Results(count: datasets.count)
            let group = DispatchGroup()
            for (position, dataset) in datasets.enumerated() {
                group.enter()
                let pipe = pipes[position]
                Thread.detachNewThread {
                    defer { group.leave() }
                    results.set(position) { () throws(GzipPipe.Failure) in
                        var writer = TSVWriter(gzip: pipe)
                        try catalogue.write(dataset, to: &writer)
                        try writer.finish()
                        return (writer.rows, writer.bytes)
                    }
                }
            }
            group.wait()
            try report(datasets.map(\.fileName), results.all(), pipes: pipes, since: started)
        }

        /// Prints each file's rows and sizes, and the time it all took.
        private func report(
            _ names: [String], _ results: [(rows: Int, bytes: Int)], pipes: [GzipPipe],
            since started: ContinuousClock.Instant
        ) throws {
            let width = 24
            print(
                "file".padding(toLength: width, withPad: " ", startingAt: 0) + "      rows     tsv bytes   gzip bytes")
            for (position, name) in names.enumerated() {
                let compressed =
                    (try FileManager.default.attributesOfItem(atPath: pipes[position].path)[.size] as? Int) ?? 0
                let (rows, bytes) = results[position]
                print(
                    name.padding(toLength: width, withPad: " ", startingAt: 0)
                        + String(format: "%10d  %12d  %11d", rows, bytes, compressed))
            }
            let seconds = (ContinuousClock.now - started).components
            let elapsed = Double(seconds.seconds) + Double(seconds.attoseconds) / 1e18
            print(String(format: "%d titles, seed %llu, in %@ in %.1f s", titles, seed, output, elapsed))
        }
    }
}

/// What each file's thread wrote, or why it failed.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<(rows: Int, bytes: Int), GzipPipe.Failure>?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func set(_ position: Int, _ body: () throws(GzipPipe.Failure) -> (rows: Int, bytes: Int)) {
        let result: Result<(rows: Int, bytes: Int), GzipPipe.Failure>
        do throws(GzipPipe.Failure) {
            result = .success(try body())
        } catch {
            result = .failure(error)
        }
        lock.withLock { results[position] = result }
    }

    /// Every file's rows and bytes; the first failure, if any.
    func all() throws(GzipPipe.Failure) -> [(rows: Int, bytes: Int)] {
        try lock.withLock { results }.map { (result) throws(GzipPipe.Failure) in
            guard let result else { throw GzipPipe.Failure(description: "a file was not written") }
            return try result.get()
        }
    }
}
