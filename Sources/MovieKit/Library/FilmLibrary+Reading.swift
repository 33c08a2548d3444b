import Foundation
import GRDB

extension FilmLibrary {
    /// The films of `source` on your watchlist, the last added first.
    public func watchlist(of source: MovieSource) throws(LibraryError) -> [WatchlistEntry] {
        try read { db in try WatchlistEntryRecord.entries(of: source, in: db) }
    }

    /// The viewings of `source`'s films: the last watched first, then the films seen without a
    /// date, the last marked first.
    public func diary(of source: MovieSource) throws(LibraryError) -> [Viewing] {
        try read { db in try ViewingRecord.diary(of: source, in: db) }
    }

    /// Your ratings of `source`'s films, the last given first.
    public func ratings(of source: MovieSource) throws(LibraryError) -> [FilmRating] {
        try read { db in try RatingRecord.entries(of: source, in: db) }
    }

    /// What your library says of film `id` of `source` (two statements: `show` asks it on every read).
    public func yours(film id: Int, of source: MovieSource) throws(LibraryError) -> YourFilm {
        try read { db in
            var yours = try FilmRecord.yours(film: id, of: source, in: db)
            if let row = try FilmRecord.rowID(of: LibraryFilm(source: source, id: id, title: nil), in: db) {
                yours.lists = try ListRecord.names(holding: row, in: db)
            }
            return yours
        }
    }

    /// Which of `ids`, films of `source`, you have seen.
    public func seen(among ids: [Int], of source: MovieSource) throws(LibraryError) -> Set<Int> {
        guard !ids.isEmpty else { return [] }
        return try read { db in try FilmRecord.seen(among: ids, of: source, in: db) }
    }

    /// The sources other than `source` whose films the library holds (a seek each, not a count).
    public func otherSources(than source: MovieSource) throws(LibraryError) -> [MovieSource] {
        try read { db in
            try MovieSource.allCases.filter { other in try other != source && FilmRecord.holdsFilms(of: other, in: db) }
        }
    }

    /// How many entries the library holds of each source's films.
    public func counts() throws(LibraryError) -> [MovieSource: LibraryCounts] {
        try read { db in
            let unmatched = try FilmRecord.unmatchedCounts(in: db)
            let watchlist = try WatchlistEntryRecord.counts(in: db)
            let viewings = try ViewingRecord.counts(in: db)
            let ratings = try RatingRecord.counts(in: db)
            var counts: [MovieSource: LibraryCounts] = [:]
            for (name, unmatched) in unmatched {
                guard let source = MovieSource(rawValue: name) else { continue }
                counts[source] = LibraryCounts(
                    watchlist: watchlist[name] ?? 0, viewings: viewings[name] ?? 0, ratings: ratings[name] ?? 0,
                    unmatched: unmatched)
            }
            return counts
        }
    }

    /// `source`'s films in the library matched (with the source's id), in no order.
    public func films(of source: MovieSource) throws(LibraryError) -> [LibraryFilm] {
        try read { db in try FilmRecord.films(of: source, in: db) }
    }

    /// `source`'s films in the library whose title is `title`, ignoring case and accents (and of
    /// `year`, when given).
    public func films(titled title: String, year: Int?, of source: MovieSource) throws(LibraryError) -> [LibraryFilm] {
        try read { db in try FilmRecord.films(titled: title, year: year, of: source, in: db) }
    }
}

/// How many entries of one source's films a library holds.
public struct LibraryCounts: Sendable, Hashable {
    public var watchlist: Int
    public var viewings: Int
    public var ratings: Int
    /// Films imported that no source matched yet.
    public var unmatched: Int

    public init(watchlist: Int = 0, viewings: Int = 0, ratings: Int = 0, unmatched: Int = 0) {
        self.watchlist = watchlist
        self.viewings = viewings
        self.ratings = ratings
        self.unmatched = unmatched
    }

    public var isEmpty: Bool { watchlist == 0 && viewings == 0 && ratings == 0 }
}

extension FilmLibrary {
    /// Everything the library holds, every source's films, and its tombstones: what
    /// `export json` writes.
    public func archive() throws(LibraryError) -> LibraryArchive {
        try read { db in
            var archive = LibraryArchive()
            let tagTimes = try ViewingTagRecord.timesApartFromTheirViewings(in: db)
            for source in MovieSource.allCases {
                archive.watchlist += try WatchlistEntryRecord.entries(of: source, in: db).map(
                    LibraryArchive.WatchlistItem.init)
                archive.diary += try ViewingRecord.diary(of: source, in: db).map { viewing in
                    LibraryArchive.DiaryItem(
                        viewing,
                        tagsChangedAt: viewing.id.flatMap { tagTimes[$0] }?.mapValues(LibraryTime.date) ?? [:])
                }
                archive.ratings += try RatingRecord.entries(of: source, in: db).map(LibraryArchive.RatingItem.init)
            }
            archive.removals = try TombstoneRecord.removals(in: db).map(LibraryArchive.RemovalItem.init)
            // A library opened at a schema before lists (open(at:migrations:)) has no table of them.
            if try db.tableExists(ListRecord.databaseTableName) {
                archive.lists = try ListRecord.lists(in: db).map(LibraryArchive.ListItem.init)
            }
            return archive
        }
    }

    /// What changed in your library after `moment`: every watchlist entry, viewing, rating and
    /// tag it recorded a change of after it, as they are now (each with ``WatchlistEntry/changedAt``
    /// and its kind's), and every removal it recorded after it, a tombstone each (an entry removed
    /// since is among the removals alone; one removed and added again since, among the entries).
    ///
    /// The moments compared are the library's own: when it recorded each change, by its clock, to
    /// the millisecond (a change in `moment`'s millisecond is not after it). A change an import
    /// brought is recorded when the import ran, even when the export says it was made before
    /// `moment` on another device: a sync that remembers when it last asked misses nothing.
    /// The change times given are when each change was made (the export's, for an import), for
    /// deciding which of two changes is the later.
    public func changes(since moment: Date) throws(LibraryError) -> LibraryChanges {
        let after = LibraryTime.milliseconds(moment)
        return try read { db in
            LibraryChanges(
                watchlist: try WatchlistEntryRecord.entries(recordedAfter: after, in: db),
                diary: try ViewingRecord.viewings(recordedAfter: after, in: db),
                ratings: try RatingRecord.entries(recordedAfter: after, in: db),
                tags: try ViewingTagRecord.tags(recordedAfter: after, in: db),
                removals: try TombstoneRecord.removals(recordedAfter: after, in: db))
        }
    }
}
