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

    /// Says on `console`'s stderr what became of films taken off the watchlist at once (an
    /// import's), one told each: how many the account has, how many wait for its next sync.
    static func sayTakenOffWatchlist(_ told: [AccountTold], to console: Console) {
        var sent: (count: Int, account: String)?
        var waiting: (count: Int, reason: String)?
        for one in told {
            switch one {
            case .nothing: break
            case .sent(let account): sent = ((sent?.count ?? 0) + 1, account)
            case .waiting(_, let reason): waiting = ((waiting?.count ?? 0) + 1, waiting?.reason ?? reason)
            }
        }
        if let sent {
            console.note(
                "sent to your TMDB account \(TerminalText.safe(sent.account)): \(films(sent.count)) off its watchlist")
        }
        if let waiting {
            console.warning(
                "\(films(waiting.count)) off the watchlist not sent to your TMDB account (\(waiting.reason)); "
                    + "kept here, the next `movies account sync` sends them")
        }
    }

    private static func films(_ count: Int) -> String {
        count == 1 ? "1 film" : "\(count) films"
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
