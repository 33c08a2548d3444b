/// What an import did: per list, entries added, updated, already there and left off (seen or
/// removed since, ``LibraryChange/PassedBy``); the films no source
/// matched (kept as the file names them); the titles left out as not films.
public struct ImportSummary: Sendable, Equatable {
    /// What happened to one list's entries.
    public struct Counts: Sendable, Equatable {
        public var added = 0
        public var updated = 0
        /// Entries the library holds already, as given.
        public var unchanged = 0
        /// Watchlist entries left off, the film seen since it was added (``LibraryChange/PassedBy/seenSince``).
        public var seenSince = 0
        /// Entries left off, removed from your library since (``LibraryChange/PassedBy/removedSince``).
        public var removedSince = 0

        public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0, seenSince: Int = 0, removedSince: Int = 0) {
            self.added = added
            self.updated = updated
            self.unchanged = unchanged
            self.seenSince = seenSince
            self.removedSince = removedSince
        }

        public var total: Int { added + updated + unchanged + seenSince + removedSince }
    }

    /// A rating the import replaced: "rated 8/10, was 7/10".
    public struct ReplacedRating: Sendable, Equatable {
        /// The film rated.
        public var film: LibraryFilm
        /// The rating the import gave it.
        public var rating: YourRating
        /// The rating it replaced.
        public var was: YourRating
    }

    public var watchlist = Counts()
    public var viewings = Counts()
    public var ratings = Counts()
    /// Films put on your lists.
    public var lists = Counts()
    /// The ratings the import replaced, in the order written.
    public var replacedRatings: [ReplacedRating] = []
    /// The films a viewing imported took off your watchlist (seen on or after the day they were
    /// added), in the order written.
    public var leftWatchlist: [LibraryFilm] = []
    /// The films kept unmatched, as "Title (year)".
    public var unmatched: [String] = []
    /// The films matched by a short title (``FilmMatch/matchedByShortTitle(_:given:)``), as
    /// `"Vaiana" as Vaiana – Das Paradies hat einen Haken (2016)`.
    public var shortTitles: [String] = []
    /// The titles left out, as "Title (kind)".
    public var notFilms: [String] = []
    /// What the reading of the file took or left out (``ImportBatch/notes``).
    public var notes: [String] = []
    /// Why some films could not be matched, when the source could not be asked.
    public var failure: MovieServiceError?

    public init(notFilms: [String] = []) {
        self.notFilms = notFilms
    }

    mutating func count(_ change: LibraryChange, of record: ImportedEntry.Record) {
        switch record {
        case .watchlist: watchlist.count(change)
        case .viewing: viewings.count(change)
        case .rating: ratings.count(change)
        case .listed: lists.count(change)
        }
    }
}

extension ImportSummary.Counts {
    mutating func count(_ change: LibraryChange) {
        switch change {
        case .added: added += 1
        case .updated: updated += 1
        case .unchanged: unchanged += 1
        case .passedBy(.seenSince): seenSince += 1
        case .passedBy(.removedSince): removedSince += 1
        }
    }
}
