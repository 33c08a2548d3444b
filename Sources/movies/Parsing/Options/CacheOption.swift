import ArgumentParser
import Foundation
import MovieKit

/// `--cache PATH`, for the commands that work on the cache file alone. The file holds every
/// source's answers, each apart: `cache path` and `cache reset` act on all of them.
struct CacheOption: ParsableArguments {
    static let optionHelp = ArgumentHelp(
        "The cache file. Default: $MOVIES_CACHE, else $XDG_CACHE_HOME/movies/movies.sqlite, else ~/.cache/movies/movies.sqlite.",
        valueName: "path")

    @Option(help: optionHelp) var cache: String?

    /// The cache file this option names.
    var url: URL {
        CacheLocation.resolve(explicitPath: cache, environment: LaunchEnvironment.variables)
    }

    /// The cache file as the commands that work on it alone use it.
    func cache(console: Console) -> LocalCache {
        LocalCache(url: url, console: console)
    }
}
