import ArgumentParser
import Foundation
import Logging
import MovieKit

extension Movies {
    /// `movies account status`: which TMDB account is linked.
    struct AccountStatusCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "Say which TMDB account is linked.",
            discussion: """
                Asks nothing of TMDB: it reads the kept session's account. Exits 77 when no \
                account is linked.

                Example:
                  movies account status
                """)

        func run() async throws {
            let console = Console.standard()
            ConsoleLogHandler.bootstrap(console: console, level: .warning)
            let store = AccountWiring.store
            guard let account = AccountStatus(store: store).account else {
                throw AccountWiring.failure(AccountError.notLinked)
            }
            console.print("account: \(account.username) (\(account.accountID))")
            console.print("api: \(Redaction.describe(account.apiURL))")
        }
    }
}
