import MovieKit

/// What a command and the picker say of a change told to the linked TMDB account
/// (``LinkedLibraryEditor``): sent, or waiting for the next `movies account sync` (the change
/// stays in your library either way); nothing when nothing was told.
enum AccountToldText {
    /// Says on `console`'s stderr what became of the change, as a command says it.
    static func say(_ told: AccountTold, to console: Console) {
        switch told {
        case .nothing:
            break
        case .sent(let account):
            console.note("sent to your TMDB account \(TerminalText.safe(account))")
        case .waiting(_, let reason):
            console.warning(
                "not sent to your TMDB account (\(reason)); it is kept here, and the next `movies account sync` sends it"
            )
        }
    }

    /// What became of the change in a few words, for a picker's bottom line; `nil` when nothing
    /// was told.
    static func short(_ told: AccountTold) -> String? {
        switch told {
        case .nothing: nil
        case .sent(let account): "sent to your TMDB account \(TerminalText.safe(account))"
        case .waiting(_, let reason): "not sent to your TMDB account (\(reason)): the next account sync sends it"
        }
    }
}
