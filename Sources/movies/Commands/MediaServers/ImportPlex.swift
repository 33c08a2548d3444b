import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies import plex [NAME]`: every film you played on a Plex server, into your diary.
    struct ImportPlex: MoviesCommand {
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
            let connection = try MediaServerImportReport.connection(.plex, named: name)
            let client = PlexClient(
                serverURL: connection.serverURL, clientID: connection.deviceID, token: connection.token,
                transport: MediaServerWiring.transport(timeout: importing.options.timeout),
                logger: MediaServerWiring.requestLogger)
            try await MediaServerImportReport.run(
                PlexPlays(client: client, accountID: connection.userID), dryRun: dryRun, importing: importing,
                context: context, console: console)
        }
    }
}
