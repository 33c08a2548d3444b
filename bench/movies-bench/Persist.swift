import ArgumentParser
import Foundation
import MovieKit

extension MoviesBench {
    /// Times saving one list of N movies with their cast, in one transaction, into a new cache.
    struct Persist: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Save N movies with their cast as one list into a new cache; print seconds and movies per second."
        )

        @Option(help: "The cache file to create (removed first).") var cache: String
        @Option(help: "How many movies.") var movies: Int

        func run() throws {
            for file in CacheFiles(url: URL(fileURLWithPath: cache)).existing {
                try? FileManager.default.removeItem(atPath: file.path)
            }
            let list = SyntheticMovies.list(count: movies, year: 2016)
            let database = try CacheDatabase.open(at: URL(fileURLWithPath: cache))
            let started = ContinuousClock.now
            try database.saveMovies(list, in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: Date())
            let elapsed = ContinuousClock.now - started
            try database.close()
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            print(String(format: "%.4f %.0f", seconds, Double(movies) / seconds))
        }
    }
}
