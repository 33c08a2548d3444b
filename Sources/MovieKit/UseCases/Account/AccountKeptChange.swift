/// A change to your library that a linked TMDB account keeps too: the film changed, and what of it
/// the account is told. Each edit decides it here, once, for every front end (the commands and the
/// picker).
public protocol AccountKeptChange: Sendable {
    /// The film changed.
    var film: LibraryFilm { get }
    /// What the account is told of the change, in order; none when nothing it keeps changed.
    var accountChanges: [AccountChangeSender.Change] { get }
}

extension WatchlistChange: AccountKeptChange {
    /// On the watchlist when added, off it when removed; nothing when it was there already.
    public var accountChanges: [AccountChangeSender.Change] {
        switch outcome {
        case .added: [.watchlist(true)]
        case .removed: [.watchlist(false)]
        case .alreadyOn: []
        }
    }
}

extension RatingChange: AccountKeptChange {
    /// The rating given, then off the watchlist when the film left it; a rating taken away, when
    /// there was one.
    public var accountChanges: [AccountChangeSender.Change] {
        guard let rating else { return removed ? [.rating(nil)] : [] }
        return [.rating(rating.value)] + (leftWatchlist ? [.watchlist(false)] : [])
    }
}

extension LoggedViewing: AccountKeptChange {
    /// The viewing's rating, when it has one, then off the watchlist when the film left it.
    public var accountChanges: [AccountChangeSender.Change] {
        (viewing.rating.map { [.rating($0.value)] } ?? []) + (leftWatchlist ? [.watchlist(false)] : [])
    }
}
