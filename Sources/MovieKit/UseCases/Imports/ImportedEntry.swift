import Foundation

/// An entry read from an export file (Letterboxd's, IMDb's, our own), before its film is matched
/// to a source's: what it says of the film, and what it records.
public struct ImportedEntry: Sendable, Hashable {
    /// What an entry records.
    public enum Record: Sendable, Hashable {
        /// On the watchlist since `added`.
        case watchlist(added: Date)
        /// A viewing on `watchedOn`, or (with no day) the film marked as seen on `markedOn`.
        case viewing(
            watchedOn: Date?, markedOn: Date, rewatch: Bool, rating: YourRating?, tags: [String], review: String?)
        /// Rated `rating` on `ratedOn`.
        case rating(YourRating, ratedOn: Date)
        /// On your list `list` (made when you have none so named), at `position` of the file's.
        case listed(ImportedList, position: Int)
    }

    public var film: ImportedFilm
    public var record: Record
    /// When the entry last changed, when the file says (an export of ours); else it is taken to
    /// have changed at midnight UTC of its own day.
    public var changedAt: Date?
    /// A viewing's own id, when the file gives it (an export of ours).
    public var viewingID: UUID?
    /// When each of a viewing's tags given at another moment than ``changedAt`` was given, when
    /// the file says (an export of ours); the others changed with the viewing.
    public var tagsChangedAt: [String: Date]
    /// The media server's play a viewing stands for (``ServerPlay``): its id is the play's, and it
    /// is written once by that id, never merged with another viewing of its film.
    public var play: ServerPlay?

    public init(
        film: ImportedFilm, record: Record, changedAt: Date? = nil, viewingID: UUID? = nil,
        tagsChangedAt: [String: Date] = [:]
    ) {
        self.film = film
        self.record = record
        self.changedAt = changedAt
        self.viewingID = viewingID
        self.tagsChangedAt = tagsChangedAt
    }

    /// A viewing that stands for `play`, on `watchedOn` (its day where you are; `nil` for a play
    /// whose day the server no longer says), known on the day `markedOn` and changed at
    /// `changedAt` (the moment of the last play the server says); a play after the first is a rewatch.
    public init(film: ImportedFilm, play: ServerPlay, watchedOn: Date?, markedOn: Date, changedAt: Date) {
        self.init(
            film: film,
            record: .viewing(
                watchedOn: watchedOn, markedOn: markedOn, rewatch: play.isRewatch, rating: nil, tags: [], review: nil),
            changedAt: changedAt, viewingID: play.viewingID)
        self.play = play
    }

    /// This viewing with what `other`, a viewing of it (a review of a diary entry), adds: its
    /// review, and its rating and tags where this has none.
    func completed(with other: ImportedEntry) -> ImportedEntry {
        guard case .viewing(let day, let marked, let rewatch, let rating, let tags, let review) = record,
            case .viewing(_, _, _, let otherRating, let otherTags, let otherReview) = other.record
        else { return self }
        return ImportedEntry(
            film: film,
            record: .viewing(
                watchedOn: day, markedOn: marked, rewatch: rewatch, rating: rating ?? otherRating,
                tags: tags.isEmpty ? otherTags : tags, review: review ?? otherReview),
            changedAt: changedAt, viewingID: viewingID,
            tagsChangedAt: tags.isEmpty ? other.tagsChangedAt : tagsChangedAt)
    }

    /// The order entries are written in: dated viewings, then reviews and undated marks (which
    /// complete or defer to them), ratings, and the watchlist last (a film seen since it was
    /// added is not put back on it).
    var writingOrder: Int {
        switch record {
        case .viewing(let watchedOn, _, _, _, _, _): watchedOn == nil ? 1 : 0
        case .rating: 2
        case .watchlist: 3
        case .listed: 4
        }
    }
}

/// A film as an export file names it, and how it is to be matched to a source's film.
public struct ImportedFilm: Sendable, Hashable {
    /// How the film is found.
    public enum Match: Sendable, Hashable {
        /// The file names the film as a library keeps it (our own export): by its source and id,
        /// or, unmatched, by its source, title, year and IMDb id. No request.
        case known(LibraryFilm)
        /// By title and year, through the source's search (Letterboxd's files).
        case title
        /// By IMDb id, through the source's look-up by IMDb id, never by title (IMDb's files).
        case imdbID(String)
        /// Kept as the file names it, unmatched (our own export's unmatched films): no request.
        case none
        /// By the ids the file gives (Trakt's), never by title: TMDB's id, taken as it is by a
        /// source whose ids are TMDB's; else the IMDb id, as ``imdbID(_:)``; else unmatched.
        case ids(tmdb: Int?, imdb: String?)
    }

    /// The title the file gives.
    public var title: String
    /// The year the file gives.
    public var year: Int?
    public var match: Match

    public init(title: String, year: Int?, match: Match) {
        self.title = title
        self.year = year
        self.match = match
    }

    /// The film with ``Match/ids(tmdb:imdb:)`` made the match `source` takes: TMDB's id known as it
    /// is where the source's ids are TMDB's, else the IMDb id's look-up, else none.
    func resolvingIDs(for source: MovieSource) -> ImportedFilm {
        guard case .ids(let tmdb, let imdb) = match else { return self }
        var film = self
        if let tmdb, source.described.filmIDs == .tmdbNumbers {
            film.match = .known(LibraryFilm(source: source, id: tmdb, imdbID: imdb, title: title, year: year))
        } else if let imdb {
            film.match = .imdbID(imdb)
        } else {
            film.match = .none
        }
        return film
    }

    /// The film as the file names it, kept unmatched under `source`.
    func unmatched(in source: MovieSource) -> LibraryFilm {
        var imdbID: String?
        if case .imdbID(let id) = match { imdbID = id }
        if case .ids(_, let id) = match { imdbID = id }
        return LibraryFilm(source: source, id: nil, imdbID: imdbID, title: title, year: year)
    }
}

/// What an export file holds: its entries, the titles it names that are not films (a TV series,
/// an episode), left out, and (an export of ours) the removals it records.
public struct ImportBatch: Sendable {
    public var entries: [ImportedEntry]
    /// Titles left out, as "Title (year, kind)".
    public var notFilms: [String]
    /// Entries removed from the library the file was exported from (tombstones), oldest first.
    public var removals: [LibraryRemoval]
    /// The lists the file holds, those with no films among them (made when you have none so named).
    public var lists: [ImportedList]
    /// What the reading of the file took or left out, for a person: "read the dates as …".
    public var notes: [String] = []

    public init(
        entries: [ImportedEntry], notFilms: [String] = [], removals: [LibraryRemoval] = [],
        lists: [ImportedList] = []
    ) {
        self.entries = entries
        self.notFilms = notFilms
        self.removals = removals
        self.lists = lists
    }
}

/// Why an export file could not be read: nothing of it was imported.
public struct ImportFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kept the file from being read.
    public enum Fault: Sendable, Equatable {
        /// The file itself: missing, unreadable, damaged, or holding what cannot be imported.
        case file
        /// A library the file needs is not installed (zlib, for a ZIP file's deflated entries);
        /// the reason says what to install.
        case missingLibrary
    }

    /// The file (and the file inside an archive), as a person names it.
    public var file: String
    /// The line, when one is to blame.
    public var line: Int?
    public var reason: String
    public var fault: Fault

    public init(file: String, line: Int? = nil, reason: String, fault: Fault = .file) {
        self.file = file
        self.line = line
        self.reason = reason
        self.fault = fault
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(reason); nothing was imported"
    }
}
