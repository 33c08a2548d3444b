import Foundation
import GRDB

extension FilmLibrary {
    /// Puts `film` on your watchlist, added `day`; a film already on it keeps the day it was added.
    @discardableResult
    public func addToWatchlist(_ film: LibraryFilm, on day: Date) throws(LibraryError) -> LibraryChange {
        let stamp = self.stamp
        return try write { db in
            let row = try FilmRecord.remember(film, in: db)
            return try WatchlistEntryRecord(filmId: row, added: APIDate.format(day), stamp: stamp).add(in: db)
        }
    }

    /// Takes `film` off your watchlist, leaving a tombstone; whether it was on it.
    @discardableResult
    public func removeFromWatchlist(_ film: LibraryFilm) throws(LibraryError) -> Bool {
        try remove(film, from: WatchlistEntryRecord.self)
    }

    /// Logs a viewing: a film watched (on a day, or seen without one). A rating given with it
    /// becomes the film's rating, and the film leaves the watchlist, whatever the day.
    /// Returns the viewing's id (``Viewing/id``, or a new one).
    @discardableResult
    public func log(_ viewing: Viewing) throws(LibraryError) -> UUID {
        let stamp = self.stamp
        return try write { db in
            let row = try FilmRecord.remember(viewing.film, in: db)
            let record = ViewingRecord(viewing, film: row, stamp: stamp)
            try record.insert(tags: viewing.tags, in: db)
            if let rating = viewing.rating {
                _ = try RatingRecord(filmId: row, rating: rating, ratedOn: record.markedOn, stamp: stamp).set(in: db)
            }
            try WatchlistEntryRecord.leave(row, seenOn: nil, stamp: stamp, in: db)
            return record.uuid
        }
    }

    /// Rates `film` `rating` on `day`, in place of the rating kept whatever its day (one synced
    /// from a machine whose today is tomorrow here). Rating a film says you have seen it: one
    /// never logged is marked as seen that day (a viewing without a date), and it leaves the
    /// watchlist.
    @discardableResult
    public func rate(_ film: LibraryFilm, _ rating: YourRating, on day: Date) throws(LibraryError) -> LibraryChange {
        let stamp = self.stamp
        return try write { db in try Self.rate(film, rating, on: day, stamp: stamp, overridingLaterDay: true, in: db) }
    }

    /// ``rate(_:_:on:)`` in the transaction the caller holds, stamped `stamp`; the film stays on
    /// the watchlist unless `leavingWatchlist` (a sync's first, which removes nothing), and is
    /// marked seen only when `markingSeen` (not a rating a sync brings from the account: a rating
    /// there says nothing of a viewing here); a rating kept of a later day stays unless
    /// `overridingLaterDay`.
    static func rate(
        _ film: LibraryFilm, _ rating: YourRating, on day: Date, stamp: ChangeStamp, leavingWatchlist: Bool = true,
        markingSeen: Bool = true, overridingLaterDay: Bool = false, in db: Database
    ) throws -> LibraryChange {
        let row = try FilmRecord.remember(film, in: db)
        let change = try RatingRecord(filmId: row, rating: rating, ratedOn: APIDate.format(day), stamp: stamp)
            .set(overridingLaterDay: overridingLaterDay, in: db)
        if markingSeen, try !ViewingRecord.exists(of: row, on: nil, in: db) {
            try ViewingRecord(Viewing(film: film, watchedOn: nil, markedOn: day), film: row, stamp: stamp)
                .insert(tags: [], in: db)
        }
        if leavingWatchlist { try WatchlistEntryRecord.leave(row, seenOn: nil, stamp: stamp, in: db) }
        return change
    }

    /// Takes your rating of `film` away (its viewings stay), leaving a tombstone; whether it had one.
    @discardableResult
    public func removeRating(of film: LibraryFilm) throws(LibraryError) -> Bool {
        try remove(film, from: RatingRecord.self)
    }

    /// Takes `film`'s entry in `table` away, leaving a tombstone; whether it had one.
    private func remove<Table: OneEntryPerFilmTable>(
        _ film: LibraryFilm, from table: Table.Type
    ) throws(LibraryError) -> Bool {
        let stamp = self.stamp
        return try write { db in
            guard let row = try FilmRecord.rowID(of: film, in: db) else { return false }
            return try Table.remove(row, stamp: stamp, in: db)
        }
    }

    /// Removes the viewing whose id is `id` (``Viewing/id``), its tags with it, leaving a
    /// tombstone; whether the library had it.
    @discardableResult
    public func removeViewing(_ id: UUID) throws(LibraryError) -> Bool {
        let stamp = self.stamp
        return try write { db in try ViewingRecord.remove(id, stamp: stamp, in: db) }
    }

    /// Changes the viewing whose id is `id` as `edit` says, in one transaction: its day, rating
    /// and review change the viewing (its ``Viewing/changedAt``); each tag given or taken off is
    /// an entry of its own (a tag taken off leaves a tombstone). A rating set becomes your rating
    /// of the film, given `ratedOn`, as one logged with a viewing does. The viewing before and
    /// after; `nil` when the library has no such viewing.
    public func changeViewing(_ id: UUID, _ edit: ViewingEdit, ratedOn: Date) throws(LibraryError) -> ViewingChange? {
        let stamp = self.stamp
        return try write { db in
            try ViewingRecord.change(id, edit, ratedOn: APIDate.format(ratedOn), stamp: stamp, in: db)
        }
    }

    /// Gives the viewing whose id is `id` the tags `tags` (trimmed, each once, in their order), in
    /// place of those it had: a tag it keeps keeps its time, a tag taken off leaves a tombstone.
    /// Whether it changed them (`false` too when the library has no such viewing).
    @discardableResult
    public func retag(viewing id: UUID, _ tags: [String]) throws(LibraryError) -> Bool {
        let stamp = self.stamp
        return try write { db in
            guard let (row, film) = try ViewingRecord.row(of: id, in: db) else { return false }
            return try ViewingTagRecord.replace(
                with: Viewing.tags(tags), of: row, named: id, film: film, stamp: stamp, in: db)
        }
    }

    /// Writes what a source now says of `film` (its title, year, IMDb id) into the library, if the
    /// library has it: a film added by id while offline gets its title so. Nothing is added.
    /// A film the library already names so is not written at all: `show` refreshes on every read.
    public func refresh(_ film: LibraryFilm) throws(LibraryError) {
        guard try isStale(film) else { return }
        try write { db in
            guard let row = try FilmRecord.rowID(of: film, in: db) else { return }
            try FilmRecord.update(row, with: film, in: db)
        }
    }

    /// Whether the library has `film` and names it otherwise than `film` does (a title it did not
    /// know): whether ``refresh(_:)`` would write.
    public func isStale(_ film: LibraryFilm) throws(LibraryError) -> Bool {
        try read { db in
            try FilmRecord.rowID(of: film, in: db).map { row in
                try FilmRecord.differs(row, from: film, in: db)
            } ?? false
        }
    }
}
