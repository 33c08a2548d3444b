import Foundation

/// What changed in your library after a moment (``FilmLibrary/changes(since:)``): the entries it
/// recorded a change of since, as they are now, and the entries it recorded the removal of since.
/// An entry is either here or among the removals, never both.
public struct LibraryChanges: Sendable, Hashable {
    /// Watchlist entries added since.
    public var watchlist: [WatchlistEntry]
    /// Viewings logged or changed since (their tags as they are now).
    public var diary: [Viewing]
    /// Ratings given or changed since.
    public var ratings: [FilmRating]
    /// Tags given to a viewing since.
    public var tags: [ViewingTag]
    /// Entries removed since: tombstones.
    public var removals: [LibraryRemoval]

    /// Whether nothing changed.
    public var isEmpty: Bool {
        watchlist.isEmpty && diary.isEmpty && ratings.isEmpty && tags.isEmpty && removals.isEmpty
    }
}

/// A tag of a viewing: an entry of its own, with its own change time.
public struct ViewingTag: Sendable, Hashable {
    public var film: LibraryFilm
    /// The viewing's id (``Viewing/id``).
    public var viewing: UUID
    public var tag: String
    /// When it was given, to the millisecond.
    public var changedAt: Date
}

/// A tombstone: an entry removed from your library, and when. The film is named as the library
/// names it (its source and id, or, unmatched, its title, year and IMDb id), a viewing by its id.
///
/// An entry added again clears its tombstone; one removed again moves it to the later time.
public struct LibraryRemoval: Sendable, Hashable {
    /// What was removed.
    public enum Entry: Sendable, Hashable {
        /// The film, from your watchlist (taken off, or seen since it was added).
        case watchlist
        /// Your rating of the film.
        case rating
        /// A viewing, by its id.
        case viewing(UUID)
        /// A tag, from the viewing of that id.
        case tag(String, viewing: UUID)

        /// The entry's name, as the library and exports write it.
        public var name: String {
            switch self {
            case .watchlist: "watchlist"
            case .rating: "rating"
            case .viewing: "viewing"
            case .tag: "tag"
            }
        }
    }

    public var film: LibraryFilm
    public var entry: Entry
    /// When it was removed, to the millisecond.
    public var removedAt: Date
}
