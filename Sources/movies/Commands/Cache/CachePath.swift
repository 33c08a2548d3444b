import ArgumentParser
import Foundation
import MovieKit

extension Movies.CacheGroup {
    /// `movies cache path`: the cache file's path, whether or not it exists yet; it opens nothing.
    struct Path: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the cache file's path (it may not exist yet).",
            discussion: """
                The file holds every source's answers, so this command takes no --source.

                Example:
                  ls -l "$(movies cache path)"
                """
        )

        @OptionGroup var location: CacheOption

        func run(in context: MoviesContext) async throws {
            context.console.print(location.url.path)
        }
    }
}
