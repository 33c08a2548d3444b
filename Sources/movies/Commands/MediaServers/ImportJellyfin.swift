import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies import jellyfin [NAME]`: what you played on a Jellyfin server, into your diary.
    struct ImportJellyfin: MoviesCommand {
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

        @Argument(
            help: ArgumentHelp(
                "The connection, as `movies connections` lists it; by default the only one.", valueName: "name"))
        var name: String?

        @Flag(help: "Say what would be added, and change nothing.")
        var dryRun = false

        @OptionGroup var importing: ImportOptions

        var globalOptions: GlobalOptions? { importing.options }

        func run(in context: MoviesContext) async throws {
            let options = importing.options
            let console = MediaServerWiring.console(context.console, verbose: options.verbose)
            let connection = try Self.connection(named: name)
            let plays = JellyfinPlays(
                client: JellyfinClient(
                    serverURL: connection.serverURL, deviceID: connection.deviceID, token: connection.token,
                    transport: MediaServerWiring.transport(timeout: options.timeout),
                    logger: MediaServerWiring.requestLogger),
                userID: connection.userID)
            let summary = try await importing.run(plays, dryRun: dryRun, in: context)
            ServerPlaysImportText(summary: summary, dryRun: dryRun, source: options.source).print(on: console)
        }

        /// The connection `name` names, else the only one.
        /// - Throws: exit 64 naming the connections, when there is no such one (or none, or several).
        static func connection(named name: String?) throws(CommandFailure) -> MediaServerConnection {
            let connections = MediaServerWiring.store.all().filter { $0.kind == .jellyfin }
            guard !connections.isEmpty else {
                throw CommandFailure(
                    "no Jellyfin server is linked; link one with `movies connect jellyfin URL`", status: .usage)
            }
            let names = connections.map(\.name).joined(separator: ", ")
            if let name {
                guard let named = connections.first(where: { $0.name == name }) else {
                    throw CommandFailure(
                        "no connection is named \(MediaServerWiring.shown(name)); the connections are: \(names)",
                        status: .usage)
                }
                return named
            }
            guard connections.count == 1, let only = connections.first else {
                throw CommandFailure("name the connection to import: \(names)", status: .usage)
            }
            return only
        }
    }
}
