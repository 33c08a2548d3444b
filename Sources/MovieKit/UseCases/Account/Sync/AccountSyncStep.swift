import Foundation

/// What a sync does to one film: what each side held when it looked, and what both hold after.
struct AccountSyncStep: Sendable, Hashable {
    /// The film as the account names it.
    var film: AccountFilm
    /// The film as your library names it (a TMDB film, or an IMDb one matched to it).
    var libraryFilm: LibraryFilm
    var here: AccountSyncHolding
    var there: AccountSyncHolding
    /// What both sides hold after, but for ``wantedHere`` where it differs.
    var wanted: AccountSyncHolding
    /// What your library holds after: ``wanted``, but for a film you have seen or rated that the
    /// account's watchlist holds and yours does not, which a sync never puts on yours.
    var wantedHere: AccountSyncHolding
    /// When the account rated it, for a rating it brings here.
    var ratedAt: Date?
    /// What the sync remembered of it.
    var memory: AccountSyncFilmRecord?

    /// Whether the account's watchlist changes.
    var changesAccountWatchlist: Bool { there.onWatchlist != wanted.onWatchlist }
    /// Whether the account's rating changes.
    var changesAccountRating: Bool { there.rating != wanted.rating }
    /// Whether your library changes.
    var changesLibrary: Bool { here != wantedHere }

    /// Whether the account's `list` changes.
    func changesAccount(_ list: AccountSyncList) -> Bool { there.differs(from: wanted, in: list) }

    /// Whether your library's `list` changes.
    func changesLibrary(_ list: AccountSyncList) -> Bool { here.differs(from: wantedHere, in: list) }
}
