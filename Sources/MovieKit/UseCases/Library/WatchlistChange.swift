/// What ``LibraryEditor`` did to your watchlist.
public struct WatchlistChange: Sendable, Equatable {
    /// What happened.
    public enum Outcome: Sendable, Equatable {
        /// The film is now on your watchlist.
        case added
        /// It was on it already (since the day it was first added).
        case alreadyOn
        /// It is off your watchlist.
        case removed
    }

    /// The film, as the library keeps it.
    public let film: LibraryFilm
    /// What happened.
    public let outcome: Outcome
    /// How the film was found, with the notes of the finding, when it was looked for beyond
    /// your watchlist (a film taken off it is found on it).
    public let found: FoundFilm?
}
