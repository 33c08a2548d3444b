import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies import trakt FILE|FOLDER`.
    struct ImportTrakt: ImportFileCommand {
        static let configuration = CommandConfiguration(
            commandName: "trakt",
            abstract: "Import a Trakt export: its history, ratings and watchlist (JSON).",
            discussion: """
                Reads JSON in the shapes of Trakt's API: history entries (watched_at) become \
                viewings of that day, ratings (rated_at, 1 to 10) ratings, the film marked seen that \
                day, and the watchlist (listed_at) your watchlist. Give one file, or a folder: its \
                JSON files named for history, ratings or a watchlist are read. Films only: shows \
                and episodes are left out and counted. Films are matched by their ids, never by \
                title: TMDB's id as it is (--source tmdb), else IMDb's through TMDB.
                """)

        @Argument(help: ArgumentHelp("Trakt's JSON file, or a folder of them.", valueName: "file-or-folder"))
        var path: String

        @Option(help: ImportOptions.jobsHelp) var jobs = ImportOptions.defaultJobs

        @OptionGroup var options: GlobalOptions

        var format: ImportFormat { .trakt }
    }
}
