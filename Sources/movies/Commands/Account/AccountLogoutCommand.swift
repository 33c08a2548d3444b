import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies account logout`: ends the session at TMDB and forgets it.
    struct AccountLogoutCommand: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "logout",
            abstract: "Unlink your TMDB account, ending the session at TMDB too.",
            discussion: """
                Ends the session at TMDB, then removes $XDG_STATE_HOME/movies/tmdb-session. With no \
                network it changes nothing (exit 69): run it again online. Your films stay as they are.

                Example:
                  movies account logout
                """)

        func run(in context: MoviesContext) async throws {
            let console = context.consoleLoggingWarnings()
            let store = AccountWiring.store
            do {
                let session = try AccountWiring.linkedSession(in: store)
                let account = try await AccountLogout(linking: try AccountWiring.linking(of: session), store: store)
                    .run()
                console.print(
                    "unlinked your TMDB account \(AccountWiring.shown(account)); the session is ended at TMDB")
            } catch {
                throw AccountWiring.failure(error)
            }
        }
    }
}
