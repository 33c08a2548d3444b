import ArgumentParser
import MovieKit

extension Movies {
    /// `movies top-rated YEAR`: the year's films by rating, highest first, answered as every list
    /// is (``ListCommand``); with TMDB, films under the vote floor are left out unless asked for.
    struct TopRated: ListCommand {
        static let configuration = CommandConfiguration(
            commandName: "top-rated",
            abstract: "List a year's top-rated movies, highest rated first.",
            discussion: """
                Example:
                  movies top-rated 2016 --format json
                """
        )

        static let list = MovieList.topRated

        @OptionGroup var arguments: ListArguments
        @OptionGroup var options: GlobalOptions
        @OptionGroup var interactive: InteractiveOption
    }
}
