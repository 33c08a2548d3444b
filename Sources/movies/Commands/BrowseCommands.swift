import ArgumentParser
import MovieKit

/// What the commands that print a list to browse share: the list asked, how many films, the
/// cached answer first, then the source's, saved (offline, as last fetched).
protocol BrowseCommand: FilmListCommand {
    /// The list this run asks for.
    var list: BrowseList { get }
}

extension BrowseCommand {
    func run(in context: MoviesContext) async throws {
        let answers = try FilmListAnswers(options: options, in: context)
        let list = self.list
        if interactive.interactive {
            return try await answers.browse(
                .browse(list, limit: limit), asked: .browse(list), films: { $0 }, heading: Self._commandName,
                with: interactive)
        }
        var renderer = MovieSummaryRenderer(options: options, console: answers.console)
        renderer.releaseDays = list.isByReleaseDay
        try await answers.present(.browse(list, limit: limit), asked: .browse(list)) { [renderer] in
            renderer.render($0)
        }
    }
}

extension Movies {
    /// `movies trending [--day|--week]`: what TMDB says is trending.
    struct Trending: BrowseCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the films trending this week, or today (--day).",
            discussion: """
                With --source tmdb: TMDB's trending films, saved for as long as TMDB says \
                (offline, as last fetched). Each row gives the id to ask `movies show` for.

                Examples:
                  movies trending --source tmdb
                  movies trending --day --source tmdb --limit 5
                """)

        @Flag(help: "Trending today, or this week (the default).")
        var window = BrowseList.TrendingWindow.week

        @Option(help: Self.limitHelp) var limit = Movies.Search.defaultLimit

        @OptionGroup var options: GlobalOptions

        @OptionGroup var interactive: InteractiveOption

        var list: BrowseList { .trending(window) }
    }

    /// `movies popular`: the most popular films now.
    struct Popular: BrowseCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the most popular films.",
            discussion: """
                With --source tmdb: TMDB's popular films, saved for as long as TMDB says \
                (offline, as last fetched).

                Example:
                  movies popular --source tmdb --limit 10
                """)

        @Option(help: Self.limitHelp) var limit = Movies.Search.defaultLimit

        @OptionGroup var options: GlobalOptions

        @OptionGroup var interactive: InteractiveOption

        var list: BrowseList { .popular }
    }

    /// `movies now-playing [--region XX]`: in cinemas now.
    struct NowPlaying: BrowseCommand {
        static let configuration = CommandConfiguration(
            commandName: "now-playing",
            abstract: "List the films in cinemas now, in --region.",
            discussion: """
                With --source tmdb: TMDB's films in cinemas in the region (the last six weeks' \
                releases there), saved for as long as TMDB says (offline, as last fetched).

                Examples:
                  movies now-playing --source tmdb
                  movies now-playing --region DE --source tmdb
                """)

        @OptionGroup var region: RegionOption

        @Option(help: Self.limitHelp) var limit = Movies.Search.defaultLimit

        @OptionGroup var options: GlobalOptions

        @OptionGroup var interactive: InteractiveOption

        var list: BrowseList { .nowPlaying(region: region.value) }
    }

    /// `movies upcoming [--region XX]`: coming to cinemas soon.
    struct Upcoming: BrowseCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the films coming to cinemas soon, in --region.",
            discussion: """
                With --source tmdb: TMDB's films coming to cinemas in the region, saved for as \
                long as TMDB says (offline, as last fetched).

                Examples:
                  movies upcoming --source tmdb
                  movies upcoming --region GB --source tmdb --format csv
                """)

        @OptionGroup var region: RegionOption

        @Option(help: Self.limitHelp) var limit = Movies.Search.defaultLimit

        @OptionGroup var options: GlobalOptions

        @OptionGroup var interactive: InteractiveOption

        var list: BrowseList { .upcoming(region: region.value) }
    }
}

extension BrowseList.TrendingWindow: EnumerableFlag {}
