import Foundation

/// Decides, film by film, what a sync does: a three-way comparison of what each side holds now with
/// what it held at the last sync (``AccountSyncFilmRecord``). A side that changed a list carries
/// its change to the other; both changed, alike, nothing to do; both changed a rating differently,
/// the later change wins where both times are known, else yours. A film never synced is merged:
/// what either side holds, both hold, nothing removed.
struct AccountSyncPlanner {
    var snapshot: AccountSyncSnapshot
    var watchlist: [AccountFilm]
    var ratings: [AccountRating]
    var refusalsBeforeSettingAside: Int
    /// Whether a film you have seen or rated leaves the account's watchlist (`--take-off-seen`),
    /// rather than staying there.
    var takingOffSeen = false

    /// The plan, the steps that carry it out (films with something to change), and what is to be
    /// remembered of the films that change nothing.
    func plan() -> (
        plan: AccountSyncPlan, steps: [AccountSyncStep], settled: [AccountSyncFilmRecord],
        counts: (here: AccountSyncGuard.ListCounts, there: AccountSyncGuard.ListCounts)
    ) {
        var plan = AccountSyncPlan(isFirstSync: snapshot.lastSyncAt == nil)
        let sides = self.sides(&plan)
        var steps: [AccountSyncStep] = []
        var settled: [AccountSyncFilmRecord] = []
        for id in sides.ids {
            let here = sides.here[id]
            let there = sides.there[id]
            let memory = snapshot.memory[id]
            let film =
                there?.film ?? here.map { AccountFilm(tmdbID: id, title: $0.film.displayTitle, year: $0.film.year) }
                ?? memory?.film ?? AccountFilm(tmdbID: id, title: "film \(id)")
            if let memory, memory.refusals >= refusalsBeforeSettingAside {
                plan.setAside.append(film)
                continue
            }
            var step = AccountSyncStep(
                film: film,
                libraryFilm: here?.film ?? LibraryFilm(source: .tmdb, id: id, title: film.title, year: film.year),
                here: here?.holding ?? .nothing, there: there?.holding ?? .nothing, wanted: .nothing,
                wantedHere: .nothing, ratedAt: there?.ratedAt, memory: memory)
            step.wanted = wanted(step, here: here, plan: &plan)
            step.wantedHere = step.wanted
            keepSeenOffYourWatchlist(&step, plan: &plan)
            if step.changesLibrary || step.changesAccountWatchlist || step.changesAccountRating {
                add(step, to: &plan)
                steps.append(step)
            } else {
                var record = memory ?? AccountSyncFilmRecord(film: film)
                record.here = AccountSyncMemory(step.here)
                record.there = AccountSyncMemory(step.there)
                if record != memory { settled.append(record) }
            }
        }
        plan.guardStops =
            AccountSyncGuard.stops(
                of: plan, here: sides.hereCounts, there: sides.thereCounts, tallies: snapshot.guardTallies)
            + notBelieved(sides)
        plan.removalsSinceConfirmed = snapshot.guardTallies.filter { $0.removedSince > 0 }
        return (plan, steps, settled, (sides.hereCounts, sides.thereCounts))
    }

    /// What both sides hold of the film after the sync.
    private func wanted(
        _ step: AccountSyncStep, here: AccountSyncSnapshot.Film?, plan: inout AccountSyncPlan
    ) -> AccountSyncHolding {
        let mine = step.here, theirs = step.there
        let memoryHere = step.memory?.here ?? .unknown, memoryThere = step.memory?.there ?? .unknown
        var wanted = AccountSyncHolding.nothing
        switch (memoryHere.watchlistChanged(to: mine.onWatchlist), memoryThere.watchlistChanged(to: theirs.onWatchlist))
        {
        case (false, true):
            wanted.onWatchlist = theirs.onWatchlist
        default:
            // Changed here, or on both sides otherwise, or on neither though they differ (a
            // change TMDB refused): yours.
            wanted.onWatchlist = mine.onWatchlist
        }
        switch (memoryHere.ratingChanged(to: mine.rating), memoryThere.ratingChanged(to: theirs.rating)) {
        case (false, true):
            wanted.rating = theirs.rating
        case (true, true) where mine.rating != theirs.rating:
            let conflict = self.conflict(step, here: here)
            plan.conflicts.append(conflict)
            wanted.rating = conflict.winner == .library ? mine.rating : theirs.rating
        default:
            wanted.rating = mine.rating
        }
        // A film rated leaves the watchlist (``FilmLibrary/rate(_:_:on:)``), on both sides; but
        // not at its first sync, which removes nothing: one whose ratings no sync remembers yet
        // (new, or a first sync killed after the account took its watchlist entry alone).
        if memoryHere.ratingHalves != nil, let rating = wanted.rating, rating != mine.rating {
            wanted.onWatchlist = false
        }
        return wanted
    }

    /// A film you have seen or rated is never put on your watchlist: where the sync would put it
    /// there from the account's, it stays off yours, and is named; the account's entry stays
    /// (at this sync and the next ones) unless ``takingOffSeen``.
    private func keepSeenOffYourWatchlist(_ step: inout AccountSyncStep, plan: inout AccountSyncPlan) {
        let seenOrRated =
            step.here.rating != nil || step.wanted.rating != nil || snapshot.seen.contains(step.libraryFilm)
        guard !step.here.onWatchlist, step.there.onWatchlist, seenOrRated else { return }
        if step.wanted.onWatchlist {
            step.wantedHere.onWatchlist = false
            step.wanted.onWatchlist = !takingOffSeen
            plan.seenOnAccountWatchlist.append(step.film)
        } else if let memory = step.memory, memory.here.onWatchlist == false, memory.there.onWatchlist == true,
            step.wanted.rating == step.here.rating, !takingOffSeen
        {
            // Kept on the account's watchlist at an earlier sync: kept there still.
            step.wanted.onWatchlist = true
        }
    }

    /// Both sides rated the film differently: the later change wins where both times are known, else yours.
    private func conflict(_ step: AccountSyncStep, here: AccountSyncSnapshot.Film?) -> AccountSyncConflict {
        let mineAt = step.here.rating == nil ? snapshot.ratingRemovals[step.libraryFilm] : here?.ratingChangedAt
        let theirsAt = step.there.rating == nil ? nil : step.ratedAt
        guard let mineAt, let theirsAt else {
            return AccountSyncConflict(
                film: step.film, yours: step.here.rating, account: step.there.rating, winner: .library,
                reason: .yoursWhenUnknown)
        }
        return AccountSyncConflict(
            film: step.film, yours: step.here.rating, account: step.there.rating,
            winner: theirsAt > mineAt ? .account : .library, reason: .later)
    }

    private func add(_ step: AccountSyncStep, to plan: inout AccountSyncPlan) {
        add(from: step.there, to: step.wanted, step, &plan.account)
        add(from: step.here, to: step.wantedHere, step, &plan.library)
    }

    private func add(
        from held: AccountSyncHolding, to wanted: AccountSyncHolding, _ step: AccountSyncStep,
        _ changes: inout AccountSyncChanges
    ) {
        if held.onWatchlist != wanted.onWatchlist {
            if wanted.onWatchlist {
                changes.watchlistAdds.append(step.film)
            } else {
                changes.watchlistRemovals.append(step.film)
            }
        }
        if held.rating != wanted.rating {
            if let rating = wanted.rating {
                changes.ratings.append(AccountSyncRating(film: step.film, rating: rating, was: held.rating))
            } else {
                changes.unratings.append(step.film)
            }
        }
    }
}
