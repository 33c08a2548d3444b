import MovieKit

extension FindingNotes {
    /// The failure `error` makes of a command that changes your library, once what the finding
    /// noted is said; with `offline`, a title not found says to give the film's id or go online.
    func failure(_ error: LibraryEditError, offline: Bool) -> CommandFailure {
        if let found = error.found { say(found) }
        switch error.reason {
        case .finding(let failure): return self.failure(failure, offline: offline)
        case .library(let failure): return CommandFailure(failure)
        case .noLibrary: return CommandFailure("your watchlist is empty", status: .notFound)
        case .notOnWatchlist(let wanted):
            return CommandFailure(
                "\(wanted.wording) is not on your watchlist (movies watchlist lists it)", status: .notFound)
        case .severalOnWatchlist(let search, let films):
            return CommandFailure(
                "\(films.count) films are titled \"\(search.text)\": give the id of one of "
                    + films.map(LibraryFilmText.named).joined(separator: ", "), status: .usage)
        }
    }
}
