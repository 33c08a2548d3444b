import ArgumentParser
import Foundation
import MovieKit

extension MoviesBench {
    /// Fills a cache with N movies through `CacheDatabase`, the path a user's answers take.
    struct Fill: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fill a cache with N movies: the top-grossing list of 2016 (10 movies) plus lists of other years."
        )

        @Option(help: "The cache file to create.") var cache: String
        @Option(help: "How many movies in all.") var movies: Int

        func run() throws {
            let database = try CacheDatabase.open(at: URL(fileURLWithPath: cache))
            let now = Date()
            try database.saveMovies(
                SyntheticMovies.list(count: min(10, movies), year: 2016), in: .topGrossing, year: 2016,
                from: .builtInDemo, fetchedAt: now)
            var nextID = 11
            var year = 1000
            while nextID <= movies {
                let count = min(10_000, movies - nextID + 1)
                try database.saveMovies(
                    SyntheticMovies.list(count: count, firstID: nextID, year: year), in: .topRated, year: year,
                    from: .builtInDemo, fetchedAt: now)
                nextID += count
                year += 1
            }
            try database.close()
        }
    }
}
