import ArgumentParser
import Foundation
import MovieKit

extension Movies.ConfigGroup {
    /// `movies config set KEY VALUE`: writes one setting into the config file, atomically,
    /// keeping every other line; a value is checked as its option checks it.
    struct SetValue: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Keep a setting in the config file.",
            discussion: """
                Replaces the setting's line, or adds one; your comments and other lines stay as \
                they were. The file is replaced whole or not at all, and it and its folder (only \
                yours, 0700) are created when missing; a link is written through to its target \
                (made when missing) and stays a link. One set or unset at a time changes the \
                file, holding a lock on config.lock beside it. services takes names of services \
                separated by commas, as TMDB names them (any case), or any; region a country's \
                two letters. A variable that is set wins over the file: a warning says so.

                Examples:
                  movies config set services "netflix, mubi"
                  movies config set services any
                  movies config set region de
                """
        )

        @Argument(help: "The setting.")
        var key: ConfigKey

        @Argument(help: ArgumentHelp("Its value, like \"netflix, mubi\" or DE.", valueName: "value"))
        var value: String

        func validate() throws {
            do {
                _ = try key.normalized(value)
            } catch {
                throw ValidationError("\(key.rawValue) \(error.reason)")
            }
        }

        func run() async throws {
            let console = Console.standard()
            let file = ConfigFile.user()
            let written: String
            do {
                written = try file.set(key, to: value)
            } catch {
                throw CommandFailure(error)
            }
            console.print("\(key.rawValue) = \(written) (in \(file.path))")
            if let variable = LaunchEnvironment.variables[key.variable], !variable.isEmpty {
                console.warning("\(key.variable) is set in your environment and wins over the config file")
            }
        }
    }
}
