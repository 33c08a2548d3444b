/// The guard of a sync: removing more than ``share`` of a list on either side, and more than
/// ``films`` films, is not done unless confirmed (`--yes`); a list of the account that comes back
/// empty or far shorter than at the last sync, while its films were not removed here, is not
/// believed.
///
/// Removals are counted since the last sync you confirmed (the first sync, or one run with
/// `--yes`), against the list as it was after it (``Tally``): so a few films a sync, sync after
/// sync, add up, and are stopped as many at once would be.
public enum AccountSyncGuard {
    /// The share of a list a sync removes without asking: 10%.
    public static let share = 0.10
    /// The number of films a sync removes from a list without asking, whatever its share: 5.
    public static let films = 5

    /// What the guard stops, and why.
    public struct Stop: Sendable, Hashable {
        /// Why it stops.
        public enum Reason: Sendable, Hashable {
            /// Removing `count` films of a list of `of`: more than ``AccountSyncGuard/share`` of
            /// it and more than ``AccountSyncGuard/films``.
            case tooManyRemovals
            /// The account's list came back with `of` films where it held `count` more at the last
            /// sync, and you removed none of them: not believed.
            case listNotBelieved
        }

        public var reason: Reason
        /// The side whose list would lose the films.
        public var side: AccountSyncSide
        public var list: AccountSyncList
        /// How many films it would remove (or, not believed, are missing from the account's list).
        public var count: Int
        /// How many films the list holds now; removing, how many it held after the last sync you
        /// confirmed.
        public var of: Int
        /// Removing: how many films the syncs since the last one you confirmed removed from the
        /// list already.
        public var removedSince: Int

        public init(
            reason: Reason, side: AccountSyncSide, list: AccountSyncList, count: Int, of: Int, removedSince: Int = 0
        ) {
            self.reason = reason
            self.side = side
            self.list = list
            self.count = count
            self.of = of
            self.removedSince = removedSince
        }
    }

    /// One list of one side as the guard counts it: how many films it held after the last sync
    /// you confirmed, and how many the syncs since removed from it.
    public struct Tally: Sendable, Hashable {
        public var side: AccountSyncSide
        public var list: AccountSyncList
        /// The films the list held after the last sync you confirmed (`--yes`, or the first).
        public var heldAtBaseline: Int
        /// The films the syncs since removed from it.
        public var removedSince: Int

        public init(side: AccountSyncSide, list: AccountSyncList, heldAtBaseline: Int, removedSince: Int) {
            self.side = side
            self.list = list
            self.heldAtBaseline = heldAtBaseline
            self.removedSince = removedSince
        }
    }
}

extension AccountSyncGuard {
    /// How many films each list of one side holds.
    struct ListCounts: Sendable, Hashable {
        var watchlist = 0
        var ratings = 0

        subscript(list: AccountSyncList) -> Int {
            switch list {
            case .watchlist: watchlist
            case .ratings: ratings
            }
        }

        /// Counts `holding` in the lists that hold it.
        mutating func count(_ holding: AccountSyncHolding) {
            if holding.onWatchlist { watchlist += 1 }
            if holding.rating != nil { ratings += 1 }
        }
    }

    /// What the guard stops of `plan`, the library's lists holding `here` and the account's
    /// `there`, the syncs since the last you confirmed having removed what `tallies` count.
    static func stops(
        of plan: AccountSyncPlan, here: ListCounts, there: ListCounts, tallies: [Tally] = []
    ) -> [Stop] {
        var stops: [Stop] = []
        for (side, changes, counts) in [(AccountSyncSide.library, plan.library, here), (.account, plan.account, there)]
        {
            for list in AccountSyncList.allCases {
                let removing = removals(from: changes, of: list)
                let tally = tallies.first { $0.side == side && $0.list == list }
                let since = tally?.removedSince ?? 0, of = tally?.heldAtBaseline ?? counts[list]
                guard removing > 0, removing + since > films, Double(removing + since) > share * Double(of) else {
                    continue
                }
                stops.append(
                    Stop(reason: .tooManyRemovals, side: side, list: list, count: removing, of: of, removedSince: since)
                )
            }
        }
        return stops
    }

    /// What the guard counts after `plan` is carried out, the lists holding `here` and `there`
    /// before it: a sync confirmed (or the first, `tallies` empty) is the new baseline, the lists
    /// as it leaves them; another adds its removals to those counted since.
    static func tallies(
        after plan: AccountSyncPlan, here: ListCounts, there: ListCounts, tallies: [Tally], confirmed: Bool
    ) -> [Tally] {
        [(AccountSyncSide.library, plan.library, here), (.account, plan.account, there)].flatMap {
            side, changes, counts in
            AccountSyncList.allCases.map { list in
                let removing = removals(from: changes, of: list)
                if !confirmed, let tally = tallies.first(where: { $0.side == side && $0.list == list }) {
                    return Tally(
                        side: side, list: list, heldAtBaseline: tally.heldAtBaseline,
                        removedSince: tally.removedSince + removing)
                }
                let adding =
                    list == .watchlist ? changes.watchlistAdds.count : changes.ratings.count(where: { $0.was == nil })
                return Tally(
                    side: side, list: list, heldAtBaseline: max(0, counts[list] + adding - removing), removedSince: 0)
            }
        }
    }

    /// The films `changes` takes off `list`: a watchlist's, but for those rated (which leave it
    /// as rated films do); the ratings taken away.
    private static func removals(from changes: AccountSyncChanges, of list: AccountSyncList) -> Int {
        guard list == .watchlist else { return changes.unratings.count }
        let rated = Set(changes.ratings.map(\.film.tmdbID))
        return changes.watchlistRemovals.filter { !rated.contains($0.tmdbID) }.count
    }
}
