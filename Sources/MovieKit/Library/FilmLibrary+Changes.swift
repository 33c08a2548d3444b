import Foundation
import GRDB

extension FilmLibrary {
    /// Puts `film` on your watchlist, added `day`; a film already on it keeps the day it was added.
    @discardableResult
    public func addToWatchlist(_ film: LibraryFilm, on day: Date) throws(LibraryError) -> LibraryChange {
        try write { db in
            let row = try FilmRecord.remember(film, in: db)
            return try WatchlistRecord.add(row, on: APIDate.format(day), in: db)
        }
    }

    /// Takes `film` off your watchlist; whether it was on it.
    @discardableResult
    public func removeFromWatchlist(_ film: LibraryFilm) throws(LibraryError) -> Bool {
        try write { db in
            guard let row = try FilmRecord.rowID(of: film, in: db) else { return false }
            return try WatchlistRecord.remove(row, in: db)
        }
    }

    /// Logs a viewing: a film watched (on a day, or seen without one). A rating given with it
    /// becomes the film's rating, and the film leaves the watchlist it was added to before.
    public func log(_ viewing: Viewing) throws(LibraryError) {
        try write { db in
            let row = try FilmRecord.remember(viewing.film, in: db)
            try ViewingRecord.insert(viewing, of: row, in: db)
            if let rating = viewing.rating {
                _ = try RatingRecord.set(rating, of: row, on: APIDate.format(viewing.markedOn), in: db)
            }
            try WatchlistRecord.leave(row, seenOn: APIDate.format(viewing.watchedOn ?? viewing.markedOn), in: db)
        }
    }

    /// Rates `film` `rating` (1–10) on `day`. Rating a film says you have seen it: one never
    /// logged is marked as seen that day (a viewing without a date), and leaves the watchlist.
    @discardableResult
    public func rate(_ film: LibraryFilm, _ rating: Int, on day: Date) throws(LibraryError) -> LibraryChange {
        try write { db in
            let row = try FilmRecord.remember(film, in: db)
            let change = try RatingRecord.set(rating, of: row, on: APIDate.format(day), in: db)
            if try !ViewingRecord.exists(of: row, on: nil, in: db) {
                try ViewingRecord.insert(Viewing(film: film, watchedOn: nil, markedOn: day), of: row, in: db)
            }
            try WatchlistRecord.leave(row, seenOn: APIDate.format(day), in: db)
            return change
        }
    }

    /// Takes your rating of `film` away (its viewings stay); whether it had one.
    @discardableResult
    public func removeRating(of film: LibraryFilm) throws(LibraryError) -> Bool {
        try write { db in
            guard let row = try FilmRecord.rowID(of: film, in: db) else { return false }
            return try RatingRecord.remove(row, in: db)
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
