import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies account sync`: your watchlist and ratings of TMDB's films and the linked account's,
    /// brought into step both ways.
    struct AccountSyncCommand: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "sync",
            abstract: "Bring your watchlist and ratings and your TMDB account's into step, both ways.",
            discussion: """
                The first sync merges: what either side holds, both hold, and nothing is removed; \
                a film both rated differently takes the later rating where both times are known, \
                else yours. Later syncs carry what each side added, removed, rated and unrated since. \
                The diary's days, rewatches, tags and reviews stay here. A sync that would remove \
                more than 10% of a list (and more than 5 films), counted since the last sync you \
                confirmed, removes nothing and exits 75 unless --yes. One sync of a library at a time: a second waits for the first to end (and \
                says so), or with --no-wait exits 75, nothing changed. A film you have seen or rated is \
                never put on your watchlist: on the account's, it is named and kept there, unless \
                --take-off-seen. Not linked, or a session TMDB ended: exit 77. No network: exit 69, nothing changed.

                Examples:
                  movies account sync --dry-run
                  movies account sync
                  movies account sync --yes
                """)

        @Flag(name: .customLong("dry-run"), help: "Print what a sync would do; change nothing on either side.")
        var dryRun = false

        @Flag(name: .customLong("yes"), help: "Go ahead with the removals the guard would stop.")
        var yes = false

        @Flag(
            name: .customLong("no-wait"),
            help: "While another sync of your library runs, exit 75 at once rather than wait for it.")
        var noWait = false

        @Flag(
            name: .customLong("take-off-seen"),
            help: "Take films you have seen or rated off the account's watchlist (else kept there).")
        var takeOffSeen = false

        func run(in context: MoviesContext) async throws {
            let console = context.consoleLoggingWarnings()
            do {
                let syncing = AccountSyncing(store: AccountWiring.store, library: YourLibrary.file) { session in
                    try AccountWiring.client(for: session)
                }
                let lines =
                    switch try await syncing.run(
                        dryRun ? .dryRun : .sync(confirmed: yes, waiting: waiting(console)), takingOffSeen: takeOffSeen)
                    {
                    case .planned(let plan): AccountSyncPlanText(plan: plan).lines
                    case .synced(let report): AccountSyncReportText(report: report).lines
                    }
                console.printMessage(lines)
            } catch let error as AccountSyncError {
                if case .cannotLock = error { throw CommandFailure("\(error)", status: .cacheFailure) }
                throw CommandFailure("\(error)", status: .syncIncomplete)
            } catch let error as LibraryError {
                throw CommandFailure(error)
            } catch {
                throw AccountWiring.failure(error)
            }
        }

        /// Refused at once under --no-wait; else waiting, saying so once.
        private func waiting(_ console: Console) -> AccountSyncWaiting {
            noWait
                ? .refuse
                : .wait {
                    console.note("another `movies account sync` of this library is running; waiting for it to end")
                }
        }
    }
}
