/// What one side holds of a film: on its watchlist or not, and its rating or none.
struct AccountSyncHolding: Sendable, Hashable {
    var onWatchlist: Bool
    var rating: YourRating?

    static let nothing = AccountSyncHolding(onWatchlist: false, rating: nil)

    /// Whether it holds the film on neither list.
    var isEmpty: Bool { !onWatchlist && rating == nil }
}

/// What one side held of a film at the last sync, list by list; `nil` where that side was not
/// seen to hold it yet (a film new since, or a sync killed before it got there).
struct AccountSyncMemory: Sendable, Hashable {
    var onWatchlist: Bool?
    /// The rating's half points, 0 for none.
    var ratingHalves: Int?

    static let unknown = AccountSyncMemory(onWatchlist: nil, ratingHalves: nil)

    init(onWatchlist: Bool?, ratingHalves: Int?) {
        self.onWatchlist = onWatchlist
        self.ratingHalves = ratingHalves
    }

    /// What `holding` holds, as remembered.
    init(_ holding: AccountSyncHolding) {
        onWatchlist = holding.onWatchlist
        ratingHalves = holding.rating?.halves ?? 0
    }

    /// Whether the rating `rating` differs from the one remembered; a side not remembered changed
    /// where it holds one.
    func ratingChanged(to rating: YourRating?) -> Bool {
        guard let ratingHalves else { return rating != nil }
        return (rating?.halves ?? 0) != ratingHalves
    }

    /// Whether the film was remembered on the watchlist.
    var wasOnWatchlist: Bool { onWatchlist == true }

    /// Whether `onWatchlist` differs from what is remembered; a side not remembered changed
    /// where it holds the film.
    func watchlistChanged(to onWatchlist: Bool) -> Bool {
        self.onWatchlist.map { $0 != onWatchlist } ?? onWatchlist
    }

    /// Remembers what `holding` holds of `list`.
    mutating func remember(_ list: AccountSyncList, of holding: AccountSyncHolding) {
        switch list {
        case .watchlist: onWatchlist = holding.onWatchlist
        case .ratings: ratingHalves = holding.rating?.halves ?? 0
        }
    }
}

extension AccountSyncHolding {
    /// Whether `other` holds otherwise of `list`.
    func differs(from other: AccountSyncHolding, in list: AccountSyncList) -> Bool {
        switch list {
        case .watchlist: onWatchlist != other.onWatchlist
        case .ratings: rating != other.rating
        }
    }
}
