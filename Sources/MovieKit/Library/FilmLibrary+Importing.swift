import Foundation
import GRDB

/// One imported entry to write: the film it is (its match, or the file's film kept unmatched),
/// and, for a dated viewing, how many viewings of that film on that day the file gave before it
/// (so that two viewings of one day are two, and importing them again adds neither).
public struct ImportedWrite: Sendable {
    public var entry: ImportedEntry
    public var film: LibraryFilm
    public var occurrence: Int
    /// Whether `film`'s title and year are the source's (matched through it, or the library's
    /// own), rather than the file's (a film named by id): a file's never rename a film the
    /// library knows.
    public var namedBySource: Bool

    public init(entry: ImportedEntry, film: LibraryFilm, occurrence: Int = 0, namedBySource: Bool = true) {
        self.entry = entry
        self.film = film
        self.occurrence = occurrence
        self.namedBySource = namedBySource
    }
}

/// What writing one imported entry did (``FilmLibrary/importEntries(_:dryRun:)``), and what else it
/// changed: the rating it replaced, and whether it took the film off your watchlist.
struct ImportedChange: Sendable {
    var change: LibraryChange
    /// The rating an imported rating replaced.
    var replacedRating: YourRating?
    /// Whether an imported viewing took the film off your watchlist.
    var leftWatchlist = false
}

extension FilmLibrary {
    /// Writes imported entries in one transaction, merging with what is there: an entry the
    /// library already holds is left as it is, so importing a file twice changes nothing.
    ///
    /// Each entry changed when the file says (``ImportedEntry/changedAt``), else at midnight UTC
    /// of its own day, and is recorded now (``changes(since:)``); an entry removed from the
    /// library at or after that change (its tombstone) is not brought back.
    ///
    /// - A watchlist entry is added unless the film is on the watchlist, or was seen on or after
    ///   the day it was added (``LibraryChange/PassedBy/seenSince``).
    /// - A viewing the file names by its id (``ImportedEntry/viewingID``; else the id its film,
    ///   day and occurrence make, ``DerivedViewingID``) is the library's viewing of that id when
    ///   it has one. Else a dated viewing is added unless the film has as
    ///   many viewings that day as the file gave up to it (the one it stands for then gains the
    ///   entry's review, rating and tags if it had none); it takes the film off a watchlist it was
    ///   put on before. An undated one the file names by its id is added unless the film has as
    ///   many undated viewings as the file gave up to it; one it does not name is added only for
    ///   a film with no viewing (an undated one gains its review so).
    /// - A viewing that stands for a media server's play (``ImportedEntry/play``) is added once,
    ///   by the play's id, undated or not, however many viewings its film has
    ///   (``applyPlay(_:as:of:newFilm:stamp:in:viewings:)``).
    /// - A rating is set unless the film has the same one, or one given later.
    /// - Parameter dryRun: whether to undo it all: what it would do, nothing changed.
    /// - Returns: what each write did, in order.
    public func importEntries(_ writes: [ImportedWrite], dryRun: Bool = false) throws(LibraryError) -> [LibraryChange] {
        var viewings = ImportedViewings()
        return try importEntries(writes, viewings: &viewings, dryRun: dryRun).map(\.change)
    }

    /// ``importEntries(_:dryRun:)``, each film and day's viewings read once for all the transactions
    /// `viewings` is kept over (one import's), however many of its entries are viewings of that
    /// day: the work grows with the entries, never with their square.
    func importEntries(
        _ writes: some Sequence<ImportedWrite>, viewings: inout ImportedViewings, dryRun: Bool = false
    ) throws(LibraryError) -> [ImportedChange] {
        var kept = viewings
        let now = self.now()
        let changes = try write(rollingBack: dryRun) { db in
            kept.beginTransaction()
            var films = try NewLibraryFilmRows(beginningIn: db)
            return try writes.map { try Self.apply($0, recordedAt: now, in: db, viewings: &kept, films: &films) }
        }
        // What a dry run read is undone with it.
        if !dryRun { viewings = kept }
        return changes
    }

    /// The films of `source` the library holds matched (with the source's id) whose IMDb ids are
    /// among `imdbIDs`, by IMDb id: an import finds them here rather than asking the source again.
    public func matchedFilms(imdbIDs: Set<String>, of source: MovieSource) throws(LibraryError) -> [String: LibraryFilm]
    {
        guard !imdbIDs.isEmpty else { return [:] }
        return try read { db in try FilmRecord.matchedFilms(imdbIDs: imdbIDs, of: source, in: db) }
    }

    /// ``importEntries(_:dryRun:)`` of one entry, the first of its film and day.
    public func importEntry(_ entry: ImportedEntry, as film: LibraryFilm) throws(LibraryError) -> LibraryChange {
        try importEntries([ImportedWrite(entry: entry, film: film)]).first ?? .unchanged
    }

    /// Writes one entry, stamped with the time its file gives it (an export of ours), else its
    /// own day at midnight UTC, and recorded `now`. An entry removed from the library after that
    /// time is not brought back.
    private static func apply(
        _ write: ImportedWrite, recordedAt now: Date, in db: Database, viewings: inout ImportedViewings,
        films: inout NewLibraryFilmRows
    ) throws -> ImportedChange {
        let entry = write.entry, film = write.film
        let recordedAt = LibraryTime.milliseconds(now)
        let remembered = try FilmRecord.rememberImported(
            film, as: (entry.film.title, entry.film.year), recordedAt: recordedAt,
            namedBySource: write.namedBySource, rows: &films, in: db)
        let row = remembered.row
        if let merged = remembered.merged {
            // Viewings moved from the row of the film kept unmatched to its matched row.
            viewings.forget(merged)
            viewings.forget(row)
        }
        func changeStamp(day: Date) -> ChangeStamp {
            ChangeStamp(
                changedAt: entry.changedAt.map(LibraryTime.milliseconds) ?? LibraryTime.midnight(of: day),
                recordedAt: now)
        }
        switch entry.record {
        case .watchlist(let added):
            let day = APIDate.format(added)
            if try ViewingRecord.seen(row, since: day, in: db) { return ImportedChange(change: .passedBy(.seenSince)) }
            return ImportedChange(
                change: try WatchlistEntryRecord(filmId: row, added: day, stamp: changeStamp(day: added))
                    .add(honouringRemovals: true, in: db))
        case .viewing(let watchedOn, let markedOn, let rewatch, let rating, let tags, let review):
            let occurrence = watchedOn == nil ? 0 : write.occurrence
            let id =
                entry.viewingID
                ?? DerivedViewingID.id(of: film, watchedOn: watchedOn.map(APIDate.format), occurrence: occurrence)
            let viewing = Viewing(
                film: film, watchedOn: watchedOn, markedOn: markedOn, rewatch: rewatch, rating: rating, tags: tags,
                review: review, id: id)
            let stamp = changeStamp(day: markedOn)
            if let play = entry.play {
                return try applyPlay(
                    play, as: viewing, of: row, newFilm: remembered.inserted, stamp: stamp, in: db,
                    viewings: &viewings)
            }
            let tagTimes = entry.tagsChangedAt.mapValues(LibraryTime.milliseconds)
            // A viewing of an id the library holds is that viewing; one of an id removed since
            // its change is not brought back.
            if let kept = try ViewingRecord.row(of: id, in: db) {
                return ImportedChange(
                    change: try ViewingRecord.complete(kept.id, with: viewing, stamp: stamp, tagTimes: tagTimes, in: db)
                        ? .updated : .unchanged)
            }
            if try TombstoneRecord.outlives(stamp, of: .viewing(id), film: row, in: db) {
                return ImportedChange(change: .passedBy(.removedSince))
            }
            let standsFor = try viewings.viewing(write.occurrence, of: row, on: watchedOn, in: db)
            if let standsFor {
                return ImportedChange(
                    change: try ViewingRecord.complete(
                        standsFor, with: viewing, stamp: stamp, tagTimes: tagTimes, in: db)
                        ? .updated : .unchanged)
            }
            if watchedOn == nil, entry.viewingID == nil, try ViewingRecord.exists(of: row, on: nil, in: db) {
                return ImportedChange(change: .unchanged)
            }
            let record = ViewingRecord(viewing, film: row, stamp: stamp)
            viewings.added(try record.insert(tags: viewing.tags, tagTimes: tagTimes, in: db), of: row, on: watchedOn)
            let left = try WatchlistEntryRecord.leave(
                row, seenOn: record.watchedOn ?? record.markedOn, stamp: stamp, in: db)
            return ImportedChange(change: .added, leftWatchlist: left)
        case .rating(let rating, let ratedOn):
            let before = try RatingRecord.rating(of: row, in: db)
            let change = try RatingRecord(
                filmId: row, rating: rating, ratedOn: APIDate.format(ratedOn), stamp: changeStamp(day: ratedOn)
            )
            .set(honouringRemovals: true, in: db)
            return ImportedChange(change: change, replacedRating: change == .updated ? before : nil)
        case .listed(let list, let position):
            let stamp = ChangeStamp(changedAt: LibraryTime.milliseconds(list.changedAt), recordedAt: now)
            guard let listRow = try ListRecord.imported(list, stamp: stamp, in: db) else {
                return ImportedChange(change: .passedBy(.removedSince))
            }
            return ImportedChange(
                change: try ListEntryRecord.addImported(row, toList: listRow, rank: position, stamp: stamp, in: db))
        }
    }
}

extension FilmLibrary {
    /// Makes the lists `lists` (an import's with no films) that your library has no list of the
    /// name of, in one transaction, recorded now; how many it made.
    @discardableResult
    public func importLists(_ lists: [ImportedList]) throws(LibraryError) -> Int {
        try importCounting(lists) { list, now, db in
            guard try ListRecord.row(named: list.name, in: db) == nil else { return false }
            let stamp = ChangeStamp(changedAt: LibraryTime.milliseconds(list.changedAt), recordedAt: now)
            return try ListRecord.imported(list, stamp: stamp, in: db) != nil
        }
    }

    /// Records the removals an export of ours holds (tombstones), in one transaction, recorded
    /// now: each of an entry the library does not hold, unless it holds a later removal of it.
    /// An import adds, and never removes: an entry the library holds stays, whatever the file says.
    /// Returns how many it recorded.
    @discardableResult
    public func importRemovals(_ removals: [LibraryRemoval]) throws(LibraryError) -> Int {
        try importCounting(removals) { removal, now, db in
            // The file's film: it never renames one the library knows.
            let film = try FilmRecord.rememberImported(
                removal.film, as: nil, recordedAt: 0, namedBySource: false, in: db
            ).row
            let held: Bool =
                switch removal.entry {
                case .watchlist: try WatchlistEntryRecord.holds(film, in: db)
                case .rating: try RatingRecord.holds(film, in: db)
                case .viewing(let id): try ViewingRecord.row(of: id, in: db) != nil
                case .tag(let tag, let id): try ViewingTagRecord.holds(tag, ofViewing: id, in: db)
                }
            guard !held else { return false }
            let stamp = ChangeStamp(changedAt: LibraryTime.milliseconds(removal.removedAt), recordedAt: now)
            return try TombstoneRecord(removal.entry, film: film, stamp: stamp).record(keepingLater: true, in: db)
        }
    }

    /// Writes each of `items` with `write` in one transaction, recorded now (the moment `write`
    /// is given); how many `write` says it wrote.
    private func importCounting<Item>(
        _ items: [Item], _ write: (Item, _ now: Date, Database) throws -> Bool
    ) throws(LibraryError) -> Int {
        guard !items.isEmpty else { return 0 }
        let now = self.now()
        return try self.write { db in try items.filter { try write($0, now, db) }.count }
    }
}
