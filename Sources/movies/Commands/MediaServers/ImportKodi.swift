import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies import kodi [NAME]`: what was played on a Kodi you linked, into your diary.
    struct ImportKodi: MoviesCommand {
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

        @Argument(
            help: ArgumentHelp(
                "The connection, as `movies connections` lists it; by default the only one.", valueName: "name"))
        var name: String?

        @Flag(help: "Say what would be added, and change nothing.")
        var dryRun = false

        @OptionGroup var importing: ImportOptions

        var globalOptions: GlobalOptions? { importing.options }

        func run(in context: MoviesContext) async throws {
            let console = MediaServerWiring.console(context.console, verbose: importing.options.verbose)
            let connection = try MediaServerImportReport.connection(.kodi, named: name)
            guard let deviceZone = TimeZone(identifier: connection.timeZone ?? TimeZone.current.identifier) else {
                throw CommandFailure(
                    "the Kodi connection's time zone does not read; run `movies connect kodi URL` again",
                    status: .usage)
            }
            let client = KodiClient(
                serverURL: connection.serverURL, user: connection.userName, password: connection.token,
                transport: MediaServerWiring.transport(timeout: importing.options.timeout),
                logger: MediaServerWiring.requestLogger)
            try await MediaServerImportReport.run(
                KodiPlays(client: client, deviceZone: deviceZone), dryRun: dryRun, importing: importing,
                context: context, console: console)
        }
    }
}
