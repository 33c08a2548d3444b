import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies account status`: which TMDB account is linked, when your library last synced with
    /// it and how many changes wait for the next sync.
    struct AccountStatusCommand: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "Say which TMDB account is linked, when it last synced, and what waits.",
            discussion: """
                Asks nothing of TMDB: it reads the kept session's account, and your library for \
                when `movies account sync` last ran and how many changes of your TMDB films wait \
                for the next (one per film and list). Exits 77 when no account is linked.

                Example:
                  movies account status
                """)

        func run(in context: MoviesContext) async throws {
            let console = context.consoleLoggingWarnings()
            let status = AccountStatus(store: AccountWiring.store)
            guard let account = status.account else {
                throw AccountWiring.failure(AccountError.notLinked)
            }
            console.print("account: \(TerminalText.safe(account.username)) (\(account.accountID))")
            console.print("api: \(Redaction.describe(account.apiURL))")
            let sync: AccountSyncStatus
            do {
                sync = try status.syncStatus(of: YourLibrary.file)
            } catch {
                throw CommandFailure(error)
            }
            let lastSync = sync.lastSync.map {
                "\(ListSummaryRenderer.timestamp($0)) (\(Formatting.age(of: $0, now: MoviesClock.now())))"
            }
            console.print("last sync: \(lastSync ?? "never")")
            console.print("changes waiting: \(sync.changesWaiting)")
        }
    }
}
