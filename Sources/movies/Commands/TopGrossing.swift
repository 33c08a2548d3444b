import ArgumentParser
import MovieKit

extension Movies {
    /// `movies top-grossing YEAR`: the year's films by takings, highest first, as ``ListCommand``
    /// answers every list: the cached list at once (saying how old it is), then the source's,
    /// saved and shown again when it changed; offline or unreachable, the cached list alone.
    struct TopGrossing: ListCommand {
        static let configuration = CommandConfiguration(
            commandName: "top-grossing",
            abstract: "List a year's top-grossing movies, highest first.",
            discussion: """
                Example:
                  movies top-grossing 2016 --limit 3
                """
        )

        static let list = MovieList.topGrossing

        @OptionGroup var arguments: ListArguments
        @OptionGroup var options: GlobalOptions
        @OptionGroup var interactive: InteractiveOption
    }
}
