import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies import jellyfin [NAME]`: what you played on a Jellyfin server, into your diary.
    struct ImportJellyfin: MediaServerImportCommand {
        static let configuration = CommandConfiguration(
            commandName: "jellyfin",
            abstract: "Import what you played on a Jellyfin server you linked with connect.",
            discussion: """
                Reads the films you played and adds a viewing for each play, in one go: stopped at \
                any moment, nothing or all of it is added. Jellyfin keeps per film only how often \
                you played it and when you last did: a film played 3 times gives a viewing on the \
                last play's day (where you are: TZ) and 2 without a day. Imported again, a play is \
                never added twice; after one more play, that one is added. A viewing you logged by \
                hand on the day of the last play is that play. A film marked played by hand in \
                Jellyfin counts as a play of that moment: Jellyfin records it so. Films are \
                matched by TMDB's id, else IMDb's, else title and year; a film no source knows is \
                named and left out.

                Examples:
                  movies import jellyfin --dry-run
                  movies import jellyfin
                """)

        static let kind = MediaServerConnection.Kind.jellyfin

        @Argument(help: MediaServerImportArguments.nameHelp) var name: String?

        @Flag(help: MediaServerImportArguments.dryRunHelp) var dryRun = false

        @Option(help: ImportOptions.jobsHelp) var jobs = ImportOptions.defaultJobs

        @OptionGroup var options: GlobalOptions
    }
}
