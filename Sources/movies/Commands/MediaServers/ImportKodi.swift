import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies import kodi [NAME]`: what was played on a Kodi you linked, into your diary.
    struct ImportKodi: MediaServerImportCommand {
        static let configuration = CommandConfiguration(
            commandName: "kodi",
            abstract: "Import what was played on a Kodi you linked with connect.",
            discussion: """
                Reads Kodi's films and adds a viewing for each play, in one go: stopped at any \
                moment, nothing or all of it is added. Kodi keeps per film only how often it was \
                played and when last, in its device's local time (the zone given to connect): a \
                film played 3 times gives a viewing on the last play's day where you are (TZ) and \
                2 without a day. Imported again, a play is never added twice; after one more play, \
                that one is added; a film marked unwatched in Kodi keeps its viewings here. Films \
                are matched by TMDB's id, else IMDb's, else title and year; a film no source knows \
                is named and left out.

                Examples:
                  movies import kodi --dry-run
                  movies import kodi
                """)

        static let kind = MediaServerConnection.Kind.kodi

        @Argument(help: MediaServerImportArguments.nameHelp) var name: String?

        @Flag(help: MediaServerImportArguments.dryRunHelp) var dryRun = false

        @Option(help: ImportOptions.jobsHelp) var jobs = ImportOptions.defaultJobs

        @OptionGroup var options: GlobalOptions
    }
}
