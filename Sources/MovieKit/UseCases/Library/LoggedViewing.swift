/// A viewing ``LibraryEditor`` logged, and what else it changed in your library.
public struct LoggedViewing: Sendable, Equatable {
    /// The film, as it was found (with the notes of the finding).
    public let found: FoundFilm
    /// The viewing as logged.
    public let viewing: Viewing
    /// Your rating of the film before, when the viewing's rating replaced another.
    public let replacedRating: YourRating?
    /// Whether the film left your watchlist, now seen.
    public let leftWatchlist: Bool
    /// How the rating typed was read, when a person may want told (`4.5/5` as stars).
    public internal(set) var reading: RatingReading?

    public init(
        found: FoundFilm, viewing: Viewing, replacedRating: YourRating? = nil, leftWatchlist: Bool = false,
        reading: RatingReading? = nil
    ) {
        self.reading = reading
        self.found = found
        self.viewing = viewing
        self.replacedRating = replacedRating
        self.leftWatchlist = leftWatchlist
    }

    /// The film, as the library keeps it.
    public var film: LibraryFilm { found.film }
}
