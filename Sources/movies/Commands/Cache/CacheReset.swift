import ArgumentParser
import Foundation
import MovieKit

extension Movies.CacheGroup {
    /// `movies cache reset`: moves the cache file and its `-wal` and `-shm` aside (never deletes
    /// them, never moves anything but a regular file) and starts an empty cache, waiting for the
    /// other processes that have it open; the way out of a damaged cache.
    struct Reset: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Move the cache aside (damaged or not) and start a new empty one.",
            discussion: """
                Renames the cache file and its -wal, -shm and -journal files to \
                movies.sqlite.corrupt-<UTC time> beside it, prints where they went, and creates \
                an empty cache in its place. Nothing is deleted: inspect or remove the old file \
                yourself. This is the way out when movies says the cache is damaged. The file \
                holds every source's answers, so this command takes no --source: to forget one \
                source's, use movies cache clear --source. Only a file is moved: never a device, \
                a FIFO or another program's database given as the cache.

                Example:
                  movies cache reset
                """
        )

        @OptionGroup var location: CacheOption

        func run(in context: MoviesContext) async throws {
            try YourLibrary.checkApart(fromCacheAt: location.url)
            let console = context.console
            let url = location.url
            let moved = try location.cache(console: console).reset()
            if let moved {
                console.print("moved the old cache to \(moved.path)")
            } else {
                console.note("there was no cache at \(url.path)")
            }
            console.print("started an empty cache at \(url.path)")
        }
    }
}
