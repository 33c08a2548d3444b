import ArgumentParser
import MovieKit

extension Movies.ConfigGroup {
    /// `movies config path`: the config file's path, whether or not it exists; it reads nothing,
    /// so it answers even when the file does not read.
    struct Path: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the config file's path (it may not exist yet).",
            discussion: """
                Example:
                  $EDITOR "$(movies config path)"
                """
        )

        func run(in context: MoviesContext) async throws {
            context.console.print(context.configFile.path)
        }
    }
}
