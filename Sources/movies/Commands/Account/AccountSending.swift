import Foundation
import MovieKit

/// Sends a change `watchlist add|remove`, `rate` or `watched` made to the linked TMDB account at
/// once, and says what became of it on stderr: sent, or waiting for the next `movies account
/// sync` (the change stays in your library either way). With no account linked, or a film that
/// is not TMDB's, it says nothing.
enum AccountSending {
    static func send(
        _ changes: [AccountChangeSender.Change], of film: LibraryFilm, offline: Bool, api: APIURLOption? = nil,
        console: Console
    ) async {
        let asked = try? api?.baseURL()
        guard let (outcome, session) = await sent(changes, of: film, offline: offline, asked: asked) else {
            return
        }
        say(outcome, to: console, account: session)
    }

    /// Sends `changes` as ``send(_:of:offline:console:)`` does, printing nothing: what became of
    /// them in a few words, for a picker's bottom line; `nil` when nothing was sent or kept.
    static func sendSaying(
        _ changes: [AccountChangeSender.Change], of film: LibraryFilm, offline: Bool
    ) async -> String? {
        guard let (outcome, session) = await sent(changes, of: film, offline: offline) else { return nil }
        switch outcome {
        case .sent: return "sent to your TMDB account \(TerminalText.safe(session.username))"
        case .waiting(let reason): return "not sent to your TMDB account (\(reason)): the next account sync sends it"
        case .notLinked, .notTMDB, .nothing: return nil
        }
    }

    /// What became of `changes` sent to the linked account; `nil` with none linked.
    private static func sent(
        _ changes: [AccountChangeSender.Change], of film: LibraryFilm, offline: Bool, asked: URL? = nil
    ) async -> (AccountChangeSender.Outcome, TMDBAccountSession)? {
        guard let session = AccountWiring.store.load() else { return nil }
        let lists: TMDBAccountLists
        do {
            lists = TMDBAccountLists(client: try AccountWiring.client(for: session, asked: asked), session: session)
        } catch {
            return (.waiting(error.message), session)
        }
        return (await AccountChangeSender(lists: lists, offline: offline).send(changes, of: film), session)
    }

    private static func say(_ outcome: AccountChangeSender.Outcome, to console: Console, account: TMDBAccountSession) {
        switch outcome {
        case .sent:
            console.note("sent to your TMDB account \(TerminalText.safe(account.username))")
        case .waiting(let reason):
            console.warning(
                "not sent to your TMDB account (\(reason)); it is kept here, and the next `movies account sync` sends it"
            )
        case .notLinked, .notTMDB, .nothing:
            break
        }
    }
}
