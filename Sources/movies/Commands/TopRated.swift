import ArgumentParser
import MovieKit

extension Movies {
    /// `movies top-rated YEAR`: the year's films by rating, highest first, answered as every list
    /// is (``ListCommand``); with TMDB, films under the vote floor are left out unless asked for.
    struct TopRated: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "top-rated",
            abstract: "List a year's top-rated movies, highest rated first.",
            discussion: """
                Example:
                  movies top-rated 2016 --format json
                """
        )

        @OptionGroup var list: ListArguments
        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }
        @OptionGroup var interactive: InteractiveOption

        func run(in context: MoviesContext) async throws {
            try await ListCommand(list: .topRated, arguments: list, options: options, interactive: interactive).run(
                in: context)
        }
    }
}
