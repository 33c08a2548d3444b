import ArgumentParser
import Foundation
import Logging
import MovieKit

extension Movies {
    /// `movies logout [tmdb]`: forgets the kept TMDB credential; the cache keeps every answer.
    struct Logout: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Forget the TMDB credential `movies login tmdb` kept.",
            discussion: """
                Removes $XDG_CONFIG_HOME/movies/tmdb-credential (else \
                ~/.config/movies/tmdb-credential). The cache keeps every answer. TMDB_API_TOKEN \
                and TMDB_API_KEY are yours to unset.

                Example:
                  movies logout tmdb
                """
        )

        @Argument(help: ArgumentHelp(CredentialSource.argumentHelp("to log out of")))
        var source: MovieSource?

        func validate() throws {
            _ = try CredentialSource.resolve(source, command: "logout")
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            ConsoleLogHandler.bootstrap(console: console, level: .warning)
            let store = TMDBCredentialStore(logger: Logger(label: "movies.auth"))
            let removed: Bool
            do {
                removed = try store.remove()
            } catch {
                throw CommandFailure(
                    "could not remove \(store.fileURL.path): \(error.description)", status: .cacheFailure)
            }
            if removed {
                console.print("removed the TMDB credential from \(store.fileURL.path)")
            } else {
                console.note("no TMDB credential was kept at \(store.fileURL.path)")
            }
            if let variable = CredentialSource.overridingVariable() {
                console.warning("\(variable) is still set in your environment; unset it too")
            }
        }
    }
}
