/// Your rating of a film as ``LibraryEditor`` set it or took it away, and what else that changed.
public struct RatingChange: Sendable, Equatable {
    /// The film, as it was found (with the notes of the finding).
    public let found: FoundFilm
    /// Your rating now; `nil` when it was taken away (or there was none to take).
    public let rating: YourRating?
    /// Your rating before; `nil` when there was none.
    public let previous: YourRating?
    /// Whether the film, never logged before, is now marked as seen (rating a film says you saw it).
    public let markedSeen: Bool
    /// Whether the film left your watchlist, now seen.
    public let leftWatchlist: Bool
    /// How the rating typed was read, when a person may want told (`4.5/5` as stars).
    public internal(set) var reading: RatingReading? = nil

    /// The film, as the library keeps it.
    public var film: LibraryFilm { found.film }

    /// Whether a rating was taken away.
    public var removed: Bool { rating == nil && previous != nil }

    /// The rating replaced by another: "rated 6/10, was 7/10"; `nil` for a first rating, the
    /// same one again, or one taken away.
    public var replaced: YourRating? { rating != nil && previous != rating ? previous : nil }
}
