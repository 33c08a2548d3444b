import ArgumentParser
import Foundation
import MovieKit

extension Movies.CacheGroup {
    struct Path: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the cache file's path (it may not exist yet).",
            discussion: """
                Example:
                  ls -l "$(movies cache path)"
                """
        )

        @Option(
            help: ArgumentHelp(
                "The cache file. Default: $MOVIES_CACHE, else $XDG_CACHE_HOME/movies/movies.sqlite, else ~/.cache/movies/movies.sqlite.",
                valueName: "path"))
        var cache: String?

        func run() async throws {
            Console.standard().print(CacheLocation.resolve(explicitPath: cache).path)
        }
    }
}
