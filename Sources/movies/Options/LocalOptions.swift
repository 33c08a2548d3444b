import ArgumentParser
import Foundation
import MovieKit

/// The options of the commands that only read or manage the local cache: which cache, and how
/// to print.
struct LocalOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The cache file. Default: $MOVIES_CACHE, else $XDG_CACHE_HOME/movies/movies.sqlite, else ~/.cache/movies/movies.sqlite.",
            valueName: "path"))
    var cache: String?

    @Option(help: "How to print the answer.")
    var format: OutputFormat = .table

    /// The cache file these options name.
    var cacheURL: URL {
        CacheLocation.resolve(explicitPath: cache)
    }

    /// Opens the cache, or fails with the cache's exit status.
    func openCache() throws(CommandFailure) -> CacheDatabase {
        try Self.openCache(at: cacheURL)
    }

    /// Opens the cache at `url`, or fails with the cache's exit status.
    static func openCache(at url: URL) throws(CommandFailure) -> CacheDatabase {
        do {
            return try CacheDatabase.open(at: url)
        } catch {
            throw CommandFailure(error)
        }
    }
}
