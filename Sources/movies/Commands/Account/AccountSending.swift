import Foundation
import MovieKit

/// Sends a change `watchlist add|remove`, `rate` or `watched` made to the linked TMDB account at
/// once, and says what became of it on stderr: sent, or waiting for the next `movies account
/// sync` (the change stays in your library either way). With no account linked, or a film that
/// is not TMDB's, it says nothing.
enum AccountSending {
    static func send(
        _ changes: [AccountChangeSender.Change], of film: LibraryFilm, offline: Bool, console: Console
    ) async {
        guard let session = AccountWiring.store.load() else { return }
        let lists: TMDBAccountLists
        do {
            lists = TMDBAccountLists(client: try AccountWiring.client(baseURL: session.apiURL), session: session)
        } catch {
            return say(.waiting(error.message), to: console, account: session)
        }
        let sender = AccountChangeSender(lists: lists, offline: offline)
        say(await sender.send(changes, of: film), to: console, account: session)
    }

    private static func say(_ outcome: AccountChangeSender.Outcome, to console: Console, account: TMDBAccountSession) {
        switch outcome {
        case .sent:
            console.note("sent to your TMDB account \(account.username)")
        case .waiting(let reason):
            console.warning(
                "not sent to your TMDB account (\(reason)); it is kept here, and the next `movies account sync` sends it"
            )
        case .notLinked, .notTMDB, .nothing:
            break
        }
    }
}
