/// What a sync does (``AccountSync/plan()``, which `--dry-run` prints): per side, the films to put
/// on the watchlist, to take off it, to rate and to unrate; the ratings the two sides gave a film
/// differently, and which won; what the guard stops.
public struct AccountSyncPlan: Sendable, Hashable {
    /// What is sent to the TMDB account.
    public var account: AccountSyncChanges
    /// What is written into your library.
    public var library: AccountSyncChanges
    /// Films both sides rated differently since the last sync (or at the first), each named with
    /// the rating that wins.
    public var conflicts: [AccountSyncConflict]
    /// Films TMDB refused again and again: set aside, not tried, named.
    public var setAside: [AccountFilm]
    /// Films of your library that are not TMDB's and were not matched to one (the demo's, IMDb's
    /// without a TMDB film): left out.
    public var leftOut: Int
    /// Films of your library that are IMDb's, carried as the TMDB film their IMDb id names.
    public var matchedByIMDbID: Int
    /// Whether no sync ran before: the first merges, removing nothing.
    public var isFirstSync: Bool
    /// What the guard stops (removing too much of a list); empty when nothing. A sync with any
    /// removes nothing unless confirmed (`--yes`).
    public var guardStops: [AccountSyncGuard.Stop]
    /// Films on the account's watchlist that you have seen or rated here: never put on your
    /// watchlist; kept on the account's, unless the sync takes them off it (`--take-off-seen`,
    /// when they are among ``account``'s removals too).
    public var seenOnAccountWatchlist: [AccountFilm] = []
    /// The lists the syncs since the last you confirmed removed films from, which the guard counts
    /// with this sync's removals (``AccountSyncGuard``).
    public var removalsSinceConfirmed: [AccountSyncGuard.Tally] = []

    public init(
        account: AccountSyncChanges = AccountSyncChanges(), library: AccountSyncChanges = AccountSyncChanges(),
        conflicts: [AccountSyncConflict] = [], setAside: [AccountFilm] = [], leftOut: Int = 0,
        matchedByIMDbID: Int = 0, isFirstSync: Bool = false, guardStops: [AccountSyncGuard.Stop] = []
    ) {
        self.account = account
        self.library = library
        self.conflicts = conflicts
        self.setAside = setAside
        self.leftOut = leftOut
        self.matchedByIMDbID = matchedByIMDbID
        self.isFirstSync = isFirstSync
        self.guardStops = guardStops
    }

    /// Whether the sync changes nothing on either side.
    public var isEmpty: Bool { account.isEmpty && library.isEmpty }
}

/// The changes a sync makes on one side (the account, or your library).
public struct AccountSyncChanges: Sendable, Hashable {
    /// Films put on the watchlist.
    public var watchlistAdds: [AccountFilm]
    /// Films taken off the watchlist.
    public var watchlistRemovals: [AccountFilm]
    /// Films rated or rated anew.
    public var ratings: [AccountSyncRating]
    /// Films whose rating is taken away.
    public var unratings: [AccountFilm]

    public init(
        watchlistAdds: [AccountFilm] = [], watchlistRemovals: [AccountFilm] = [], ratings: [AccountSyncRating] = [],
        unratings: [AccountFilm] = []
    ) {
        self.watchlistAdds = watchlistAdds
        self.watchlistRemovals = watchlistRemovals
        self.ratings = ratings
        self.unratings = unratings
    }

    /// Whether nothing changes on this side.
    public var isEmpty: Bool {
        watchlistAdds.isEmpty && watchlistRemovals.isEmpty && ratings.isEmpty && unratings.isEmpty
    }

    /// How many changes: one per film and list.
    public var count: Int { watchlistAdds.count + watchlistRemovals.count + ratings.count + unratings.count }
}

/// A film rated by a sync: its new rating, and the one it replaces.
public struct AccountSyncRating: Sendable, Hashable {
    public var film: AccountFilm
    /// The rating given, exactly (7.5 stays 7.5).
    public var rating: YourRating
    /// The rating it had on that side, if any.
    public var was: YourRating?

    public init(film: AccountFilm, rating: YourRating, was: YourRating? = nil) {
        self.film = film
        self.rating = rating
        self.was = was
    }
}

/// A film whose rating changed on both sides differently: which wins and why.
public struct AccountSyncConflict: Sendable, Hashable {
    /// Why one rating wins over the other.
    public enum Reason: Sendable, Hashable {
        /// Both change times are known: the later change wins.
        case later
        /// The account's time is not known: yours wins.
        case yoursWhenUnknown
    }

    public var film: AccountFilm
    /// Your rating; `nil` when you took it away.
    public var yours: YourRating?
    /// The account's; `nil` when it was taken away there.
    public var account: YourRating?
    /// The side whose rating both sides end with.
    public var winner: AccountSyncSide
    public var reason: Reason

    public init(film: AccountFilm, yours: YourRating?, account: YourRating?, winner: AccountSyncSide, reason: Reason) {
        self.film = film
        self.yours = yours
        self.account = account
        self.winner = winner
        self.reason = reason
    }
}

/// One of the two sides a sync brings into step.
public enum AccountSyncSide: String, Sendable, Hashable, CaseIterable {
    /// Your library.
    case library
    /// The TMDB account.
    case account
}

/// One of the two lists a sync keeps in step.
public enum AccountSyncList: String, Sendable, Hashable, CaseIterable {
    case watchlist
    case ratings
}
