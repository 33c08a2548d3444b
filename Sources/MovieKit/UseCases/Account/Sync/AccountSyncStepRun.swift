import Foundation

/// One film's part of a sync: its changes sent to the account, each remembered right after TMDB
/// took it; then its change to your library, remembered in the same transaction.
///
/// A list is remembered on both sides at once, when both hold what the sync wants: a change the
/// account took is remembered at once when your library's list stays as it is, else with your
/// library's change. A sync stopped between the two finds the account's change unremembered, and
/// carries it here.
struct AccountSyncStepRun {
    var step: AccountSyncStep
    var library: FilmLibrary
    var account: any AccountLists

    func run(into report: inout AccountSyncReport) async throws {
        // Another sync changed the film since this one read it: what it read is stale.
        guard try library.accountSyncMemory(of: step.film.tmdbID) == step.memory else {
            report.keptForNextSync += 1
            return
        }
        var remembered = step.memory
        var record = step.memory ?? AccountSyncFilmRecord(film: step.film)
        record.film = step.film
        var refusedLists: Set<AccountSyncList> = []
        for list in AccountSyncList.allCases where step.changesAccount(list) {
            do {
                try await send(list)
            } catch AccountError.refused(_, let status, let message) {
                refusedLists.insert(list)
                record.refusals += 1
                report.refused.append(AccountSyncRefusal(film: step.film, status: status, message: message))
                if record.refusals == AccountSync.refusalsBeforeSettingAside { report.setAside.append(step.film) }
                try library.saveAccountSync([record])
                remembered = record.kept
                continue
            }
            report.sentToAccount += 1
            if !step.changesLibrary(list) {
                record.remember(list, here: step.wantedHere, there: step.wanted)
                try library.saveAccountSync([record])
                remembered = record.kept
            }
        }
        if refusedLists.isEmpty { record.refusals = 0 }
        var done = record
        for list in AccountSyncList.allCases where !refusedLists.contains(list) {
            done.remember(list, here: step.wantedHere, there: step.wanted)
        }
        for list in refusedLists { done.here.remember(list, of: step.wantedHere) }
        guard step.changesLibrary else {
            if done != step.memory { try library.saveAccountSync([done]) }
            return
        }
        if try library.applyAccountSync(
            to: step.libraryFilm, from: step.here, to: step.wantedHere, ratedAt: step.ratedAt, remembered: remembered,
            saving: done)
        {
            report.madeInLibrary += 1
        } else {
            report.keptForNextSync += 1
        }
    }

    /// Sends the film's change of `list` to the account.
    private func send(_ list: AccountSyncList) async throws {
        let id = step.film.tmdbID
        switch list {
        case .watchlist:
            try await account.setWatchlist(tmdbID: id, on: step.wanted.onWatchlist)
        case .ratings:
            if let rating = step.wanted.rating {
                try await account.rate(tmdbID: id, value: rating.value)
            } else {
                try await account.removeRating(tmdbID: id)
            }
        }
    }
}

extension AccountSyncFilmRecord {
    /// Remembers what each side holds of `list`.
    mutating func remember(_ list: AccountSyncList, here: AccountSyncHolding, there: AccountSyncHolding) {
        self.here.remember(list, of: here)
        self.there.remember(list, of: there)
    }
}
