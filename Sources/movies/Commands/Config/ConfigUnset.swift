import ArgumentParser
import Foundation
import MovieKit

extension Movies.ConfigGroup {
    /// `movies config unset KEY`: removes one setting's line from the config file, keeping
    /// every other line; the file is left untouched when no line sets it.
    struct Unset: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove a setting from the config file.",
            discussion: """
                The setting goes back to its variable, else its default; your comments and \
                other lines stay.

                Example:
                  movies config unset services
                """
        )

        @Argument(help: "The setting.")
        var key: ConfigKey

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let file = context.configFile
            let removed: Bool
            do {
                removed = try file.unset(key)
            } catch {
                throw CommandFailure(error)
            }
            if removed {
                console.print("removed \(key.rawValue) from \(file.path)")
            } else {
                console.note("\(key.rawValue) was not set in \(file.path)")
            }
        }
    }
}
