import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies account login`: links a TMDB account by a request token approved in a browser.
    struct AccountLoginCommand: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "login",
            abstract: "Link your TMDB account.",
            discussion: """
                Prints the address where you approve the link (TMDB's website, with a request token \
                in it) and waits, asking TMDB every few seconds whether you did; no Enter is needed. \
                Ctrl-C cancels. It gives up when the token expires (60 minutes at TMDB). Then it \
                names the linked account and keeps the session, readable only by you, in \
                $XDG_STATE_HOME/movies/tmdb-session. Needs your TMDB credential (`movies login tmdb`).

                Example:
                  movies account login
                """)

        @OptionGroup var api: APIURLOption

        func run(in context: MoviesContext) async throws {
            let console = context.consoleLoggingWarnings()
            do {
                let login = AccountLogin(linking: try AccountWiring.linking(api: api), store: AccountWiring.store)
                let approval = try await login.start()
                console.print("Approve the link to your TMDB account at:\n  \(approval.url.absoluteString)")
                console.note("waiting for your approval (Ctrl-C cancels)…")
                let account = try await login.waitForApproval(of: approval)
                console.print("linked your TMDB account \(AccountWiring.shown(account))")
            } catch {
                throw AccountWiring.failure(error)
            }
        }
    }
}
