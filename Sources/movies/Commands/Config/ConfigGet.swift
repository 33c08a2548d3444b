import ArgumentParser
import MovieKit

extension Movies.ConfigGroup {
    /// `movies config get KEY`: the value a command would use, on one line, for scripts.
    struct Get: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print one setting's value, as commands use it.",
            discussion: """
                The value commands use: the variable's when it is set, else the config file's, \
                else the default. Services print separated by commas (or any), the region as \
                its two letters. `movies config show` says where each comes from.

                Examples:
                  movies config get services
                  movies discover --on "$(movies config get services)" --source tmdb
                """
        )

        @Argument(help: "The setting.")
        var key: ConfigKey

        func validate() throws {
            _ = try EffectiveSettings(environment: LaunchEnvironment.variables, settings: Settings())
        }

        func run(in context: MoviesContext) async throws {
            let settings = try context.settings()
            let effective = try EffectiveSettings(environment: LaunchEnvironment.variables, settings: settings)
            context.console.print(effective.text(of: key))
        }
    }
}
