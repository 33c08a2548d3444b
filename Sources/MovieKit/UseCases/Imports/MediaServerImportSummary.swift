import Foundation

/// What `movies import jellyfin|plex|kodi` did (or, with `--dry-run`, would do): "N viewings of M
/// films added, K already there, U unmatched".
public struct MediaServerImportSummary: Sendable, Equatable {
    /// The viewings added of one film.
    public struct Addition: Sendable, Equatable {
        public var film: LibraryFilm
        /// How many viewings.
        public var viewings: Int
        /// The days of the dated ones, each once, the earliest first.
        public var days: [Date]
    }

    /// The films viewings were added of, in the order the server gave them.
    public var additions: [Addition] = []
    /// The viewings added.
    public var added: Int { additions.reduce(0) { $0 + $1.viewings } }
    /// How many films those viewings are of.
    public var filmsAdded: Int { additions.count }
    /// The plays your diary holds already: imported before (or removed by you since: not
    /// brought back), or logged by hand on the day of the last play.
    public var alreadyThere = 0
    /// The films no source knows, as "Title (year)", left out: nothing was written of them.
    public var unmatched: [String] = []
    /// The films a viewing took off your watchlist.
    public var leftWatchlist: [LibraryFilm] = []
    /// What the linked TMDB account was told of each of ``leftWatchlist``, in its order (none
    /// with `--dry-run`).
    public var toldAccount: [AccountTold] = []
    /// Why some films could not be matched, when the source could not be asked.
    public var failure: MovieServiceError?

    public init() {}

    /// Where each film counted so far is in ``additions``, kept over the viewings an import
    /// counts.
    struct Counting {
        fileprivate var positions: [LibraryFilm: Int]

        /// Room for `films` films, so that the table is never grown while counting.
        init(films: Int) {
            positions = Dictionary(minimumCapacity: films)
        }
    }

    /// Counts what the write of a viewing of `film` (on `day`, or none) did, a film's viewings
    /// added in one ``Addition``.
    mutating func count(_ change: ImportedChange, of film: LibraryFilm, on day: Date?, counting: inout Counting) {
        switch change.change {
        case .added:
            let position = counting.positions[film] ?? additions.count
            if position == additions.count {
                counting.positions[film] = position
                additions.append(Addition(film: film, viewings: 0, days: []))
            }
            additions[position].viewings += 1
            if let day, !additions[position].days.contains(day) {
                additions[position].days.append(day)
                additions[position].days.sort()
            }
        case .unchanged, .updated, .passedBy: alreadyThere += 1
        }
        if change.leftWatchlist { leftWatchlist.append(film) }
    }
}

/// Why `movies import jellyfin|plex|kodi` stopped; nothing was written.
public enum MediaServerImportError: Error, Sendable, Equatable {
    /// The server did not answer, refused the token, or gave an answer that does not read.
    case server(MediaServerError)
    /// The library could not be written.
    case library(LibraryError)
}
