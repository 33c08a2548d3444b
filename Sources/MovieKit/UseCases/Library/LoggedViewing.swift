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

    public init(found: FoundFilm, viewing: Viewing, replacedRating: YourRating? = nil, leftWatchlist: Bool = false) {
        self.found = found
        self.viewing = viewing
        self.replacedRating = replacedRating
        self.leftWatchlist = leftWatchlist
    }

    /// The film, as the library keeps it.
    public var film: LibraryFilm { found.film }
}
