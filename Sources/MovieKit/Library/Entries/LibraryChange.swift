/// What a change did to the library.
public enum LibraryChange: Sendable, Equatable {
    /// A new entry.
    case added
    /// An entry that was there, changed.
    case updated
    /// Nothing: it was there already, as given.
    case unchanged
    /// Nothing, and the entry is not there: your library's own history outranks it (an import's
    /// entry), for the reason given.
    case passedBy(PassedBy)

    /// Why an entry given was not taken, though the library does not hold it.
    public enum PassedBy: Sendable, Equatable {
        /// A watchlist entry of a film seen on or after the day it was added: seeing it took it off.
        case seenSince
        /// An entry removed from your library (its tombstone) after the entry last changed.
        case removedSince
    }
}
