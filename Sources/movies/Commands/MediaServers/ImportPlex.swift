import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies import plex [NAME]`: every film you played on a Plex server, into your diary.
    struct ImportPlex: MediaServerImportCommand {
        static let configuration = CommandConfiguration(
            commandName: "plex",
            abstract: "Import what you played on a Plex server you linked with connect.",
            discussion: """
                Reads your account's history and adds a viewing for each play of a film, on the \
                day you played it (where you are: TZ), in one go: stopped at any moment, nothing \
                or all of it is added. Imported again, a play is never added twice; after one more \
                play, that one is added. Episodes and other accounts' plays are left out. A \
                viewing you logged by hand on a play's day is that play. Films are matched by \
                TMDB's id, else IMDb's, else title and year; a film no source knows is named and \
                left out.

                Examples:
                  movies import plex --dry-run
                  movies import plex
                """)

        static let kind = MediaServerConnection.Kind.plex

        @Argument(help: MediaServerImportArguments.nameHelp) var name: String?

        @Flag(help: MediaServerImportArguments.dryRunHelp) var dryRun = false

        @Option(help: ImportOptions.jobsHelp) var jobs = ImportOptions.defaultJobs

        @OptionGroup var options: GlobalOptions
    }
}
