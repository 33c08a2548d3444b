import ArgumentParser
import Foundation
import MovieKit

/// `--cache PATH`, for the commands that work on the cache file alone. The file holds every
/// source's answers, each apart: `cache path` and `cache reset` act on all of them.
struct CacheOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The cache file. Default: $MOVIES_CACHE, else $XDG_CACHE_HOME/movies/movies.sqlite, else ~/.cache/movies/movies.sqlite.",
            valueName: "path"))
    var cache: String?

    /// The cache file this option names.
    var url: URL {
        CacheLocation.resolve(explicitPath: cache, environment: LaunchEnvironment.variables)
    }

    /// Opens the cache for writing (creating it if needed), or fails with the cache's exit status.
    func open(console: Console) throws(CommandFailure) -> CacheDatabase {
        do {
            return try CacheDatabase.open(at: url, waiting: CacheWaiting.wait(console: console))
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Opens the cache for reading only (a missing file is not created and reads as empty), or
    /// fails with the cache's exit status.
    func openForReading(console: Console) throws(CommandFailure) -> CacheDatabase {
        do {
            return try CacheDatabase.openForReading(at: url, waiting: CacheWaiting.wait(console: console))
        } catch {
            throw CommandFailure(error)
        }
    }
}
