/// Why a sync did not run, beyond the account's own failures (``AccountError``) and the library's
/// (``LibraryError``).
public enum AccountSyncError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The guard stopped it: nothing was changed on either side (`--yes` to go ahead).
    case guarded([AccountSyncGuard.Stop])
    /// Another sync of the same library runs, and this one was not to wait (`--no-wait`): nothing
    /// was changed.
    case busy
    /// The lock that keeps syncs apart (``AccountSyncLock``) could not be made or taken.
    case cannotLock(path: String, reason: String)

    public var description: String {
        switch self {
        case .guarded(let stops):
            stops.map(\.description).joined(separator: "; ")
                + "; nothing was changed on either side: run it again with --yes to go ahead"
        case .busy:
            "another `movies account sync` of this library is running; nothing was changed "
                + "(run it again when that one ends, or without --no-wait to wait for it)"
        case .cannotLock(let path, let reason):
            "cannot lock \(path), which keeps syncs apart (\(reason)); nothing was changed"
        }
    }
}

extension AccountSyncGuard.Stop: CustomStringConvertible {
    /// Why the guard stops, in a sentence: "the sync would remove 6 of the 20 films of your TMDB
    /// account's watchlist (more than 10% and more than 5)".
    public var description: String {
        let list =
            "\(side == .account ? "your TMDB account's" : "your") \(self.list == .watchlist ? "watchlist" : "ratings")"
        switch reason {
        case .tooManyRemovals:
            let what = self.list == .watchlist ? "films" : "ratings"
            let since =
                removedSince == 0
                ? "" : ", \(count + removedSince) with the \(removedSince) removed since the last sync you confirmed"
            return "the sync would remove \(count) of the \(of) \(what) of \(list)\(since) (more than "
                + "\(Int(AccountSyncGuard.share * 100))% and more than \(AccountSyncGuard.films))"
        case .listNotBelieved:
            return
                "\(list) came back with \(of) film\(of == 1 ? "" : "s"), \(count) fewer than at the last sync, none of them removed "
                + "here: not believed"
        }
    }
}
