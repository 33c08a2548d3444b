import ArgumentParser
import Foundation
import MovieKit

extension Movies.ConfigGroup {
    /// `movies config show`: every setting, its value and where it came from; it only reads.
    struct Show: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print every setting, its value and where it comes from.",
            discussion: """
                Where: flag (an option given here, as a command would take it), environment \
                (its variable), file (the config file and its line), locale (LC_ALL or LANG, for \
                the region) or default. --format json writes {"file": PATH, "settings": {KEY: \
                {"value", "from", "place"}}}, the services as a list of names (empty for any).

                Examples:
                  movies config
                  movies config show --format json
                  MOVIES_REGION=fr movies config show
                """
        )

        @Option(
            name: .customLong("on"),
            help: ArgumentHelp(
                "Show the services as discover --on would take them.", valueName: "service[,service…]"))
        var services: [String] = []

        @OptionGroup var region: RegionOption

        @Option(help: "How to print the settings.")
        var format: OutputFormat = GlobalOptions.defaultFormat

        func validate() throws {
            _ = try EffectiveSettings(
                services: services, region: region, environment: LaunchEnvironment.variables, settings: Settings())
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let file = context.configFile
            let settings = try context.settings()
            let effective = try EffectiveSettings(
                services: services, region: region, environment: LaunchEnvironment.variables, settings: settings)
            let facts = ConfigFacts(path: file.path, fileExists: settings.path != nil, settings: effective)
            console.print(facts.render(format: format, style: console.outputStyle))
        }
    }
}
