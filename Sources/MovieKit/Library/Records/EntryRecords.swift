import Foundation
import GRDB

/// What a change did to the library.
public enum LibraryChange: Sendable, Equatable {
    /// A new entry.
    case added
    /// An entry that was there, changed.
    case updated
    /// Nothing: it was there already, as given.
    case unchanged
}

/// A film on the watchlist (table `watchlistEntry`): one row per film, with the day it was added.
enum WatchlistRecord {
    static func add(_ film: Int64, on day: String, in db: Database) throws -> LibraryChange {
        try db.cachedStatement(sql: "INSERT OR IGNORE INTO watchlistEntry (filmId, added) VALUES (?, ?)").execute(
            arguments: [film, day])
        return db.changesCount > 0 ? .added : .unchanged
    }

    static func remove(_ film: Int64, in db: Database) throws -> Bool {
        try db.cachedStatement(sql: "DELETE FROM watchlistEntry WHERE filmId = ?").execute(arguments: [film])
        return db.changesCount > 0
    }

    /// Takes film `film` off the watchlist if it was added on or before `day`, the day it was
    /// seen: a film you watch after adding it leaves the watchlist.
    static func leave(_ film: Int64, seenOn day: String, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM watchlistEntry WHERE filmId = ? AND added <= ?").execute(arguments: [
            film, day,
        ])
    }
}

/// A viewing (table `viewing`): a diary entry, or an undated "seen" mark.
enum ViewingRecord {
    /// The columns ``viewing(_:)`` reads before the film's (``FilmRecord/selection``).
    static let selection =
        "viewing.watchedOn, viewing.markedOn, viewing.rewatch, viewing.rating, viewing.tags, viewing.review"

    static func insert(_ viewing: Viewing, of film: Int64, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO viewing (filmId, watchedOn, markedOn, rewatch, rating, tags, review)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            film, viewing.watchedOn.map(APIDate.format), APIDate.format(viewing.markedOn), viewing.rewatch,
            viewing.rating, encodedTags(viewing.tags), viewing.review,
        ])
    }

    /// Whether film `film` has a viewing on `day`; for no day, whether it has any viewing at all.
    static func exists(of film: Int64, on day: Date?, in db: Database) throws -> Bool {
        if let day {
            return try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM viewing WHERE filmId = ? AND watchedOn = ?)"),
                arguments: [film, APIDate.format(day)]) ?? false
        }
        return try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM viewing WHERE filmId = ?)"), arguments: [film])
            ?? false
    }

    /// The viewings of film `film` on `day` (with no day, its undated ones), the first logged first.
    static func ids(of film: Int64, on day: Date?, in db: Database) throws -> [Int64] {
        try Int64.fetchAll(
            db.cachedStatement(sql: "SELECT id FROM viewing WHERE filmId = ? AND watchedOn IS ? ORDER BY id"),
            arguments: [film, day.map(APIDate.format)])
    }

    /// The last logged of the viewings of film `film` on `day` (with no day, its undated ones).
    static func lastID(of film: Int64, on day: Date?, in db: Database) throws -> Int64? {
        try Int64.fetchOne(
            db.cachedStatement(
                sql: "SELECT id FROM viewing WHERE filmId = ? AND watchedOn IS ? ORDER BY id DESC LIMIT 1"),
            arguments: [film, day.map(APIDate.format)])
    }

    /// Gives viewing `id` the review, rating and tags of `viewing` it lacks (what an import adds to
    /// a viewing it already holds); whether it changed.
    static func complete(_ id: Int64, with viewing: Viewing, in db: Database) throws -> Bool {
        try db.cachedStatement(
            sql: """
                UPDATE viewing SET review = coalesce(review, ?), rating = coalesce(rating, ?),
                    tags = CASE tags WHEN '' THEN ? ELSE tags END
                WHERE id = ? AND (review IS NULL AND ? IS NOT NULL
                    OR rating IS NULL AND ? IS NOT NULL OR tags = '' AND ? != '')
                """
        ).execute(arguments: [
            viewing.review, viewing.rating, encodedTags(viewing.tags), id, viewing.review, viewing.rating,
            encodedTags(viewing.tags),
        ])
        return db.changesCount > 0
    }

    /// The viewing read from `row`: ``selection``'s columns, then the film's.
    static func viewing(_ row: Row) -> Viewing {
        Viewing(
            kept: FilmRecord.film(row, at: 6),
            watchedOn: (row[0] as String?).flatMap(APIDate.parse),
            markedOn: APIDate.parse(row[1]) ?? .distantPast,
            rewatch: row[2], rating: row[3], tags: decodedTags(row[4]), review: row[5])
    }

    /// Tags as kept: joined by U+001F, the unit separator, which no tag holds (``Viewing``
    /// replaces it); nothing for none.
    static func encodedTags(_ tags: [String]) -> String {
        tags.joined(separator: "\u{1F}")
    }

    static func decodedTags(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\u{1F}").map(String.init)
    }
}

/// Your rating of a film (table `rating`): one row per film.
enum RatingRecord {
    /// Sets film `film`'s rating given on `day`. A rating given before the one kept (an older
    /// export imported again) leaves the newer one.
    static func set(_ rating: Int, of film: Int64, on day: String, in db: Database) throws -> LibraryChange {
        let kept = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT rating, ratedOn FROM rating WHERE filmId = ?"), arguments: [film])
        if let kept {
            let keptRating: Int = kept[0]
            let keptDay: String = kept[1]
            guard keptRating != rating, day >= keptDay else { return .unchanged }
            try db.cachedStatement(sql: "UPDATE rating SET rating = ?, ratedOn = ? WHERE filmId = ?").execute(
                arguments: [rating, day, film])
            return .updated
        }
        try db.cachedStatement(sql: "INSERT INTO rating (filmId, rating, ratedOn) VALUES (?, ?, ?)").execute(
            arguments: [film, rating, day])
        return .added
    }

    static func remove(_ film: Int64, in db: Database) throws -> Bool {
        try db.cachedStatement(sql: "DELETE FROM rating WHERE filmId = ?").execute(arguments: [film])
        return db.changesCount > 0
    }
}
