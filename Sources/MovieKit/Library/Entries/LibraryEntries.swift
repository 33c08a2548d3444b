import Foundation

/// A film on your watchlist, and the day it was added.
public struct WatchlistEntry: Sendable, Hashable {
    public var film: LibraryFilm
    /// The day it was added (midnight UTC of that calendar day).
    public var added: Date

    public init(film: LibraryFilm, added: Date) {
        self.film = film
        self.added = added
    }
}

/// One viewing of a film: a diary entry. A film marked as seen without a date (Letterboxd's
/// `watched.csv`, an IMDb rating, a rating given here) is a viewing with no ``watchedOn``: it
/// counts as seen, and ``markedOn`` keeps the day it was marked.
public struct Viewing: Sendable, Hashable {
    public var film: LibraryFilm
    /// The day it was watched; `nil` for a film marked as seen without a date.
    public var watchedOn: Date?
    /// The day the viewing was logged or the film marked as seen.
    public var markedOn: Date
    /// Whether it was watched before.
    public var rewatch: Bool
    /// Your rating of this viewing, 1–10, when given.
    public var rating: Int?
    /// Your tags, in the order given, each once.
    public var tags: [String]
    /// Your review, when written.
    public var review: String?

    public init(
        film: LibraryFilm, watchedOn: Date?, markedOn: Date, rewatch: Bool = false, rating: Int? = nil,
        tags: [String] = [], review: String? = nil
    ) {
        self.film = film
        self.watchedOn = watchedOn
        self.markedOn = markedOn
        self.rewatch = rewatch
        self.rating = rating
        var seen: Set<String> = []
        // U+001F (the unit separator) is what the library keeps tags apart by.
        self.tags = tags.map { $0.replacingOccurrences(of: "\u{1F}", with: " ").trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
        self.review = review.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A viewing as the library kept it: its tags already trimmed, each once.
    init(
        kept film: LibraryFilm, watchedOn: Date?, markedOn: Date, rewatch: Bool, rating: Int?, tags: [String],
        review: String?
    ) {
        self.film = film
        self.watchedOn = watchedOn
        self.markedOn = markedOn
        self.rewatch = rewatch
        self.rating = rating
        self.tags = tags
        self.review = review
    }
}

/// Your rating of a film, 1–10, and the day you gave it.
public struct FilmRating: Sendable, Hashable {
    public var film: LibraryFilm
    public var rating: Int
    public var ratedOn: Date

    public init(film: LibraryFilm, rating: Int, ratedOn: Date) {
        self.film = film
        self.rating = rating
        self.ratedOn = ratedOn
    }

    /// The ratings there are: 1 to 10 (Letterboxd's half stars doubled; IMDb's as they are).
    public static let scale = 1...10
}

/// What your library says of one film: what `show` adds to its page.
public struct YourFilm: Sendable, Hashable {
    public var onWatchlist: Bool
    /// Whether you have seen it: a viewing, dated or not.
    public var seen: Bool
    /// Your rating, 1–10.
    public var rating: Int?
    /// The days you watched it, oldest first; undated viewings are not among them.
    public var viewings: [Date]

    public init(onWatchlist: Bool = false, seen: Bool = false, rating: Int? = nil, viewings: [Date] = []) {
        self.onWatchlist = onWatchlist
        self.seen = seen
        self.rating = rating
        self.viewings = viewings
    }

    /// Whether the library says nothing of the film.
    public var isEmpty: Bool { !onWatchlist && !seen && rating == nil }
}
