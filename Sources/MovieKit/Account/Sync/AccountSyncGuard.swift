/// The guard of a sync: removing more than ``share`` of a list on either side, and more than
/// ``films`` films, is not done unless confirmed (`--yes`); a list of the account that comes back
/// empty or far shorter than at the last sync, while its films were not removed here, is not
/// believed.
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
        /// How many films the list holds now.
        public var of: Int

        public init(reason: Reason, side: AccountSyncSide, list: AccountSyncList, count: Int, of: Int) {
            self.reason = reason
            self.side = side
            self.list = list
            self.count = count
            self.of = of
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

    /// What the guard stops of `plan`, the library's lists holding `here` and the account's `there`.
    static func stops(of plan: AccountSyncPlan, here: ListCounts, there: ListCounts) -> [Stop] {
        var stops: [Stop] = []
        for (side, changes, counts) in [(AccountSyncSide.library, plan.library, here), (.account, plan.account, there)]
        {
            for list in AccountSyncList.allCases {
                let removing = list == .watchlist ? removals(from: changes) : changes.unratings.count
                let of = counts[list]
                guard removing > films, Double(removing) > share * Double(of) else { continue }
                stops.append(Stop(reason: .tooManyRemovals, side: side, list: list, count: removing, of: of))
            }
        }
        return stops
    }

    /// The films taken off a watchlist, but for those rated (which leave it as rated films do).
    private static func removals(from changes: AccountSyncChanges) -> Int {
        let rated = Set(changes.ratings.map(\.film.tmdbID))
        return changes.watchlistRemovals.filter { !rated.contains($0.tmdbID) }.count
    }
}
