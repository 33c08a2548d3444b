import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies disconnect NAME`: forgets a media server's connection; the diary keeps every viewing.
    struct Disconnect: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Forget a media server you linked with connect.",
            discussion: """
                Removes its token from $XDG_STATE_HOME/movies/connections/. Your diary keeps every \
                viewing imported from it. The server still lists this device until you remove it \
                there (Jellyfin: Dashboard, Devices; Plex: Settings, Authorized Devices).

                Example:
                  movies disconnect jellyfin
                """)

        @Argument(help: "The connection's name, as `movies connections` lists it: jellyfin, plex or kodi.")
        var name: MediaServerConnection.Kind

        func run(in context: MoviesContext) async throws {
            let console = MediaServerWiring.console(context.console, verbose: false)
            let store = MediaServerWiring.store
            let removed: Bool
            do {
                removed = try store.remove(name)
            } catch {
                throw CommandFailure(
                    "could not forget the \(name.rawValue) connection: \(error.description)", status: .cacheFailure)
            }
            if removed {
                console.print("forgot the \(name.displayName) connection")
            } else {
                console.note("no \(name.displayName) server was linked")
            }
        }
    }
}
