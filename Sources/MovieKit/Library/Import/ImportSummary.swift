/// What an import did: per list, entries added, updated and already there; the films no source
/// matched (kept as the file names them); the titles left out as not films.
public struct ImportSummary: Sendable, Equatable {
    /// What happened to one list's entries.
    public struct Counts: Sendable, Equatable {
        public var added = 0
        public var updated = 0
        public var unchanged = 0

        public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0) {
            self.added = added
            self.updated = updated
            self.unchanged = unchanged
        }

        public var total: Int { added + updated + unchanged }
    }

    public var watchlist = Counts()
    public var viewings = Counts()
    public var ratings = Counts()
    /// The films kept unmatched, as "Title (year)".
    public var unmatched: [String] = []
    /// The titles left out, as "Title (kind)".
    public var notFilms: [String] = []
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
        }
    }
}

extension ImportSummary.Counts {
    mutating func count(_ change: LibraryChange) {
        switch change {
        case .added: added += 1
        case .updated: updated += 1
        case .unchanged: unchanged += 1
        }
    }
}
