import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies import letterboxd|imdb|json FILE`: your films from an export, into your library.
    struct ImportGroup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract:
                "Import from Letterboxd, IMDb, Trakt, Netflix or JSON.",
            discussion: """
                Every import merges with your library: a film on both lists is there once, an entry \
                already there is left as it is, and the same file imported twice changes nothing. \
                Films are matched to the source's (--source; IMDb's through TMDB), --jobs at a \
                time; a film that cannot be matched is kept as the file names it, named in the \
                summary, and matched when the file is imported again. Stopped at any moment, the \
                library keeps whole entries only; run it again to finish. `import jellyfin`, \
                `import plex` and `import kodi` read what you played on a server linked with `movies \
                connect` rather than a file, and leave out a film no source knows.

                Examples:
                  movies import letterboxd ~/Downloads/letterboxd-me-2026-11-26-10-00-utc.zip --source tmdb
                  movies import imdb ~/Downloads/ratings.csv --source tmdb
                  movies import trakt ~/Downloads/trakt-export --source tmdb
                  movies import netflix ~/Downloads/NetflixViewingHistory.csv --source tmdb
                  movies import json films.json
                  movies import jellyfin
                  movies import plex
                  movies import kodi
                """,
            subcommands: [
                ImportLetterboxd.self, ImportIMDb.self, ImportTrakt.self, ImportNetflix.self, ImportJellyfin.self,
                ImportPlex.self, ImportKodi.self, ImportJSON.self,
            ])
    }

    /// `movies import letterboxd FILE.zip|FOLDER`.
    struct ImportLetterboxd: ImportFileCommand {
        static let configuration = CommandConfiguration(
            commandName: "letterboxd",
            abstract: "Import Letterboxd's export: its ZIP file, or the folder it unzips to.",
            discussion: """
                Reads watchlist.csv, watched.csv, ratings.csv, diary.csv and reviews.csv (the rest \
                is left alone). Films are matched by title and year through the source's search \
                (the year decides between films of one title). Letterboxd's half stars are doubled: \
                3.5 stars is 7.
                """)

        @Argument(help: ArgumentHelp("Letterboxd's export ZIP, or its folder.", valueName: "file-or-folder"))
        var path: String

        @Option(help: ImportOptions.jobsHelp) var jobs = ImportOptions.defaultJobs

        @OptionGroup var options: GlobalOptions

        var format: ImportFormat { .letterboxd }
    }

    /// `movies import imdb FILE.csv`.
    struct ImportIMDb: ImportFileCommand {
        static let configuration = CommandConfiguration(
            commandName: "imdb",
            abstract: "Import IMDb's ratings or watchlist export (CSV).",
            discussion: """
                Films are matched by their IMDb id (Const) through TMDB (--source tmdb), never by \
                title. Titles that are not films (TV series, episodes) are left out and counted. \
                A rating says you have seen the film: it is marked seen on the day it was rated.
                """)

        @Argument(help: ArgumentHelp("IMDb's CSV export.", valueName: "file"))
        var path: String

        @Option(help: ImportOptions.jobsHelp) var jobs = ImportOptions.defaultJobs

        @OptionGroup var options: GlobalOptions

        var format: ImportFormat { .imdb }
    }

    /// `movies import json FILE`.
    struct ImportJSON: ImportFileCommand {
        static let configuration = CommandConfiguration(
            commandName: "json",
            abstract: "Import what movies export json wrote; needs no network.",
            discussion: "Films keep the source and id they were exported with; `-` reads standard input.")

        @Argument(help: ArgumentHelp("The file movies export json wrote, or - for standard input.", valueName: "file"))
        var path: String

        @Option(help: ImportOptions.jobsHelp) var jobs = ImportOptions.defaultJobs

        @OptionGroup var options: GlobalOptions

        var format: ImportFormat { .json }

        /// The file, or what standard input gives for `-`.
        func run(in context: MoviesContext) async throws {
            let input: ImportInput =
                path == "-" ? .standardInput(FileHandle.standardInput.readDataToEndOfFile()) : .file(format, path: path)
            try await importing.run(input, in: context)
        }
    }
}
