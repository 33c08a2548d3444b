import ArgumentParser
import MovieKit

extension Movies {
    /// `movies top-grossing YEAR`: the year's films by takings, highest first, as ``ListCommand``
    /// answers every list: the cached list at once (saying how old it is), then the source's,
    /// saved and shown again when it changed; offline or unreachable, the cached list alone.
    struct TopGrossing: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "top-grossing",
            abstract: "List a year's top-grossing movies, highest first.",
            discussion: """
                Example:
                  movies top-grossing 2016 --limit 3
                """
        )

        @OptionGroup var list: ListArguments
        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }
        @OptionGroup var interactive: InteractiveOption

        func run(in context: MoviesContext) async throws {
            try await ListCommand(list: .topGrossing, arguments: list, options: options, interactive: interactive).run(
                in: context)
        }
    }
}
