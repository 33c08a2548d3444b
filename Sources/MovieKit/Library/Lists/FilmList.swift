import Foundation

/// One of your own lists: a name (unique among your lists, whatever the case), a description,
/// whether it is ranked, and its films in their order (a ranked list's first is its number 1).
public struct FilmList: Sendable, Hashable {
    /// The list's name, as given.
    public var name: String
    /// What the list is, in your words; `nil` for none.
    public var description: String?
    /// Whether the films' positions are ranks (a top ten) rather than an order they were put in.
    public var ranked: Bool
    /// When the list was made.
    public var createdAt: Date
    /// When the list or one of its films last changed.
    public var changedAt: Date
    /// When the list was deleted: `nil` for a list of yours, else its tombstone's time.
    public var deletedAt: Date?
    /// Its films, by position.
    public var entries: [FilmListEntry]

    public init(
        name: String, description: String? = nil, ranked: Bool = false, createdAt: Date, changedAt: Date? = nil,
        deletedAt: Date? = nil, entries: [FilmListEntry] = []
    ) {
        self.name = name
        self.description = description
        self.ranked = ranked
        self.createdAt = createdAt
        self.changedAt = changedAt ?? createdAt
        self.deletedAt = deletedAt
        self.entries = entries
    }

    /// How long a deleted list can be restored.
    public static let restorableFor: TimeInterval = 30 * 24 * 60 * 60
}

/// A film on one of your lists, at its position (1 for the first).
public struct FilmListEntry: Sendable, Hashable {
    public var position: Int
    public var film: LibraryFilm
    /// When it was put there (or last moved).
    public var changedAt: Date

    public init(position: Int, film: LibraryFilm, changedAt: Date) {
        self.position = position
        self.film = film
        self.changedAt = changedAt
    }
}
