import ArgumentParser
import MovieKit

/// The settings that only TMDB's API needs: the language asked, the vote floor of its top-rated
/// lists and how fast requests may go.
struct TMDBOptions: ParsableArguments {
    // Declared here rather than as an `@OptionGroup` of LanguageOption, for the reason
    // GlobalOptions gives.
    @Option(name: .customLong("language"), help: LanguageOption.optionHelp) var givenLanguage: String?

    /// `--language` as the commands that take it alone read it.
    var languageOption: LanguageOption {
        get { .given { $0.language = givenLanguage } }
        set { givenLanguage = newValue.language }
    }

    /// Without a floor, films with one vote at 10.0 top every year.
    static let defaultMinimumVotes = TMDBMovieService.Settings.defaultMinimumVoteCount
    /// TMDB documents its ceiling as somewhere around 40–50 requests a second.
    static let defaultRequestsPerSecond = Int(TMDBMovieService.defaultRequestsPerSecond)

    @Option(
        name: .customLong("min-votes"),
        help: ArgumentHelp(
            "Only films with at least this many votes: in top-rated lists (default \(Self.defaultMinimumVotes) with --source tmdb, \(IMDbMovieService.Settings.defaultMinimumVoteCount) with imdb) and in discover.",
            valueName: "n"))
    var minimumVotes: Int?

    /// The vote floor of top-rated lists: `--min-votes`, else ``defaultMinimumVotes``.
    var topRatedVoteFloor: Int { minimumVotes ?? Self.defaultMinimumVotes }

    @Option(
        name: .customLong("rate-limit"),
        help: ArgumentHelp(
            "With --source tmdb, send at most this many requests a second (TMDB refuses more than about 40–50).",
            valueName: "n"))
    var requestsPerSecond: Int = Self.defaultRequestsPerSecond

    /// Refuses a language, a floor or a rate that does not read. GlobalOptions calls it between its
    /// other groups' checks and its own, in the order ArgumentParser checked the nested groups (so
    /// these options have no `validate()` of their own).
    func check() throws {
        try languageOption.validate()
        if let minimumVotes, minimumVotes < 0 {
            throw ValidationError("--min-votes must be 0 or more, got \(minimumVotes)")
        }
        guard (1...1000).contains(requestsPerSecond) else {
            throw ValidationError("--rate-limit must be between 1 and 1000 requests a second, got \(requestsPerSecond)")
        }
    }
}
