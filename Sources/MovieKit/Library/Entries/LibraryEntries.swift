import Foundation

/// A film on your watchlist, and the day it was added.
public struct WatchlistEntry: Sendable, Hashable {
    public var film: LibraryFilm
    /// The day it was added (midnight UTC of that calendar day).
    public var added: Date
    /// When it last changed, to the millisecond; `nil` for an entry not read from a library.
    public var changedAt: Date?

    public init(film: LibraryFilm, added: Date, changedAt: Date? = nil) {
        self.film = film
        self.added = added
        self.changedAt = changedAt
    }
}

/// One viewing of a film: a diary entry. A film marked as seen without a date (Letterboxd's
/// `watched.csv`, an IMDb rating, a rating given here) is a viewing with no ``watchedOn``: it
/// counts as seen, and ``markedOn`` keeps the day it was marked.
public struct Viewing: Sendable, Hashable {
    /// The viewing's own id, the same in every export and on every device; `nil` for a viewing
    /// not logged yet (logging gives it one).
    public var id: UUID?
    public var film: LibraryFilm
    /// The day it was watched; `nil` for a film marked as seen without a date.
    public var watchedOn: Date?
    /// The day the viewing was logged or the film marked as seen.
    public var markedOn: Date
    /// Whether it was watched before.
    public var rewatch: Bool
    /// Your rating of this viewing, when given.
    public var rating: YourRating?
    /// Your tags, in the order given, each once.
    public var tags: [String]
    /// Your review, when written.
    public var review: String?
    /// When it last changed (its day, rewatch, rating or review; each tag has its own time), to
    /// the millisecond; `nil` for a viewing not read from a library.
    public var changedAt: Date?

    public init(
        film: LibraryFilm, watchedOn: Date?, markedOn: Date, rewatch: Bool = false, rating: YourRating? = nil,
        tags: [String] = [], review: String? = nil, id: UUID? = nil, changedAt: Date? = nil
    ) {
        self.init(
            kept: film, id: id, watchedOn: watchedOn, markedOn: markedOn, rewatch: rewatch, rating: rating,
            tags: Self.tags(tags), review: review.flatMap { $0.isEmpty ? nil : $0 }, changedAt: changedAt)
    }

    /// `tags` as a viewing keeps them: each trimmed, none empty, each once, in their order. (U+001F,
    /// the unit separator, which kept tags apart in libraries of schema 1, is a space.)
    static func tags(_ tags: [String]) -> [String] {
        var seen: Set<String> = []
        return tags.map { $0.replacingOccurrences(of: "\u{1F}", with: " ").trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// A viewing as the library kept it: its tags already trimmed, each once, its review not empty.
    init(
        kept film: LibraryFilm, id: UUID?, watchedOn: Date?, markedOn: Date, rewatch: Bool, rating: YourRating?,
        tags: [String], review: String?, changedAt: Date?
    ) {
        self.id = id
        self.changedAt = changedAt
        self.film = film
        self.watchedOn = watchedOn
        self.markedOn = markedOn
        self.rewatch = rewatch
        self.rating = rating
        self.tags = tags
        self.review = review
    }
}

/// Your rating of a film (0.5 to 10 in halves), and the day you gave it.
public struct FilmRating: Sendable, Hashable {
    public var film: LibraryFilm
    public var rating: YourRating
    public var ratedOn: Date
    /// When it last changed, to the millisecond; `nil` for a rating not read from a library.
    public var changedAt: Date?

    public init(film: LibraryFilm, rating: YourRating, ratedOn: Date, changedAt: Date? = nil) {
        self.film = film
        self.rating = rating
        self.ratedOn = ratedOn
        self.changedAt = changedAt
    }
}

/// What your library says of one film: what `show` adds to its page.
public struct YourFilm: Sendable, Hashable {
    public var onWatchlist: Bool
    /// Whether you have seen it: a viewing, dated or not.
    public var seen: Bool
    /// Your rating.
    public var rating: YourRating?
    /// The days you watched it, oldest first; undated viewings are not among them.
    public var viewings: [Date]
    /// The names of your lists it is on, by name.
    public var lists: [String]

    public init(
        onWatchlist: Bool = false, seen: Bool = false, rating: YourRating? = nil, viewings: [Date] = [],
        lists: [String] = []
    ) {
        self.onWatchlist = onWatchlist
        self.seen = seen
        self.rating = rating
        self.viewings = viewings
        self.lists = lists
    }

    /// Whether the library says nothing of the film.
    public var isEmpty: Bool { !onWatchlist && !seen && rating == nil && lists.isEmpty }
}
