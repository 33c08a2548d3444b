import ArgumentParser
import MovieKit

extension Movies {
    /// `movies diary [list|remove|change]`: your viewings.
    struct Diary: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The films you watched: list, remove, change a viewing.",
            discussion: """
                Films marked as seen without a day (Letterboxd's watched films, IMDb's ratings, a \
                film rated here before it was logged) come last, as "seen". A film watched \
                several times is named with the day of one (--date).

                Examples:
                  movies diary
                  movies diary -i
                  movies diary remove "Blade Runner" --date 2026-11-20 --source tmdb
                  movies diary change 100001 --to-date 2026-11-21 --rating 8.5 --source tmdb
                  movies diary change 100001 --tag cinema --untag home --review "Better twice." --source tmdb
                """,
            subcommands: [DiaryList.self, DiaryRemove.self, DiaryChange.self],
            defaultSubcommand: DiaryList.self)
    }

    /// `movies diary list`: your viewings, the last first.
    struct DiaryList: MoviesCommand {
        static let readsYourLibrary = true

        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the films you watched, the last first.")

        @OptionGroup var options: LibraryListOptions

        @OptionGroup var interactive: InteractiveOption

        func run(in context: MoviesContext) async throws {
            try await options.show(.diary, interactive, in: context)
        }
    }
}
