import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies connections`: the media servers linked, never their tokens.
    struct Connections: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the media servers you linked with connect.",
            discussion: """
                One line each: its name (for `movies disconnect NAME`), the server, its address \
                and the user linked. Tokens are never shown.

                Example:
                  movies connections
                """)

        func run(in context: MoviesContext) async throws {
            let console = MediaServerWiring.console(context.console, verbose: false)
            let connections = MediaServerWiring.store.all()
            guard !connections.isEmpty else {
                console.note("no media server is linked; link one with `movies connect jellyfin|plex|kodi URL`")
                return
            }
            let rows = connections.map { connection in
                [
                    connection.name, MediaServerWiring.shown(connection.serverName),
                    Redaction.describe(connection.serverURL), MediaServerWiring.shown(connection.userName),
                ]
            }
            console.print(
                TextTable(header: ["Name", "Server", "Address", "User"], rows: rows).render(style: console.outputStyle))
        }
    }
}
