import ArgumentParser
import Foundation
import MovieKit

extension Movies.CacheGroup {
    /// `movies cache info`: where the cache is, its size on disk and what it holds; it only reads,
    /// and a cache not made yet is not made by asking.
    struct Info: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show where the cache is, its size on disk and what it holds.",
            discussion: """
                Prints the path, the size on disk (the -wal and -shm files included), how many \
                movies, actors and lists it holds, its oldest and newest fetch, and its schema; \
                for IMDb, what its import holds (films, people, when imported) and the disk it \
                and its downloaded files take.

                Example:
                  movies cache info --format json
                """
        )

        @OptionGroup var options: LocalOptions

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let files = CacheFiles(url: options.cacheURL)
            let cache = options.location.cache(console: console)
            let statistics = cache.exists ? try cache.statistics() : nil
            let imdbFolder = IMDbFolder(cacheURL: options.cacheURL)
            var imdb: IMDbImportFacts?, imdbBytes: Int64 = 0
            // Without IMDb's folder (most caches) one stat says there is nothing to count.
            if case .folder = PathEntry(imdbFolder.url.path) {
                do {
                    imdb = try IMDbDatasets.open(at: imdbFolder.datasets)?.facts
                } catch {
                    console.warning(error.description)
                }
                imdbBytes = imdbFolder.sizeOnDisk
            }
            let info = CacheInfoFacts(
                path: files.url.path, bytes: files.sizeOnDisk, statistics: statistics, imdb: imdb, imdbBytes: imdbBytes)
            console.print(info.render(format: options.format, style: console.outputStyle))
        }
    }
}
