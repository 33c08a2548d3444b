import Foundation
import GRDB

/// Schema 2 ("v2"): a library ready to sync.
///
/// - Every entry (watchlist entry, viewing, rating, tag) records when it last changed
///   (`changedAt`) and when this library recorded that change (`recordedAt`), in milliseconds
///   since 1970 UTC (``ChangeStamp``).
/// - A removed entry leaves a row in `tombstone`: what (its film, and a viewing's id and a tag's
///   name), and when.
/// - Each viewing has its own id, `uuid` (16 bytes), the same in every export and on every device.
/// - Tags are rows of `viewingTag`, in their order, rather than text joined by U+001F.
///
/// An entry of schema 1 changed at midnight UTC of its own day (the day it was added, rated or
/// marked): the migration is no change of yours, and stamping its moment would make every entry
/// newer than any change made elsewhere before it (a rating changed on TMDB last week would lose
/// to one given here in 2019). Each viewing gets the id its film, day and occurrence make
/// (``DerivedViewingID``): two copies of one library migrated on two devices agree, and so does a
/// library made by importing the first release's export of it.
enum LibrarySchemaV2 {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE watchlistEntry2 (
                    filmId INTEGER PRIMARY KEY REFERENCES film(id) ON DELETE CASCADE,
                    added TEXT NOT NULL,
                    changedAt INTEGER NOT NULL,
                    recordedAt INTEGER NOT NULL
                );
                CREATE TABLE rating2 (
                    filmId INTEGER PRIMARY KEY REFERENCES film(id) ON DELETE CASCADE,
                    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 10),
                    ratedOn TEXT NOT NULL,
                    changedAt INTEGER NOT NULL,
                    recordedAt INTEGER NOT NULL
                );
                """)
        let watchlist = try Row.fetchAll(db, sql: "SELECT filmId, added FROM watchlistEntry")
        for row in watchlist {
            let film: Int64 = row[0]
            let day: String = row[1]
            let midnight = LibraryTime.midnight(ofDay: day)
            try db.execute(
                sql: "INSERT INTO watchlistEntry2 VALUES (?, ?, ?, ?)", arguments: [film, day, midnight, midnight])
        }
        let ratings = try Row.fetchAll(db, sql: "SELECT filmId, rating, ratedOn FROM rating")
        for row in ratings {
            let film: Int64 = row[0]
            let rating: Int = row[1]
            let day: String = row[2]
            let midnight = LibraryTime.midnight(ofDay: day)
            try db.execute(
                sql: "INSERT INTO rating2 VALUES (?, ?, ?, ?, ?)", arguments: [film, rating, day, midnight, midnight])
        }
        try db.execute(
            sql: """
                DROP TABLE watchlistEntry;
                ALTER TABLE watchlistEntry2 RENAME TO watchlistEntry;
                DROP TABLE rating;
                ALTER TABLE rating2 RENAME TO rating;
                """)
        try migrateViewings(db)
        try db.execute(
            sql: """
                CREATE TABLE tombstone (
                    id INTEGER PRIMARY KEY,
                    entry TEXT NOT NULL CHECK (entry IN ('watchlist', 'viewing', 'rating', 'tag')),
                    filmId INTEGER NOT NULL REFERENCES film(id) ON DELETE CASCADE,
                    viewingUUID BLOB CHECK ((viewingUUID IS NOT NULL) = (entry IN ('viewing', 'tag'))),
                    tag TEXT CHECK ((tag IS NOT NULL) = (entry = 'tag')),
                    removedAt INTEGER NOT NULL,
                    recordedAt INTEGER NOT NULL
                );
                CREATE INDEX tombstone_byFilm ON tombstone(filmId);
                """)
    }

    /// Viewings with their own ids and change times, their tags split into rows.
    private static func migrateViewings(_ db: Database) throws {
        let viewings = try Row.fetchAll(
            db,
            sql: """
                SELECT viewing.id, viewing.filmId, viewing.watchedOn, viewing.markedOn, viewing.rewatch, viewing.rating,
                    viewing.review, viewing.tags, film.source, film.sourceId, film.title, film.year
                FROM viewing JOIN film ON film.id = viewing.filmId ORDER BY viewing.id
                """)
        try db.execute(
            sql: """
                DROP TABLE viewing;
                CREATE TABLE viewing (
                    id INTEGER PRIMARY KEY,
                    uuid BLOB NOT NULL UNIQUE CHECK (length(uuid) = 16),
                    filmId INTEGER NOT NULL REFERENCES film(id) ON DELETE CASCADE,
                    watchedOn TEXT,
                    markedOn TEXT NOT NULL,
                    rewatch INTEGER NOT NULL DEFAULT 0 CHECK (rewatch IN (0, 1)),
                    rating INTEGER CHECK (rating BETWEEN 1 AND 10),
                    review TEXT,
                    changedAt INTEGER NOT NULL,
                    recordedAt INTEGER NOT NULL
                );
                CREATE INDEX viewing_byFilm ON viewing(filmId, watchedOn);
                CREATE TABLE viewingTag (
                    viewingId INTEGER NOT NULL REFERENCES viewing(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    tag TEXT NOT NULL CHECK (tag != ''),
                    changedAt INTEGER NOT NULL,
                    recordedAt INTEGER NOT NULL,
                    PRIMARY KEY (viewingId, position)
                ) WITHOUT ROWID;
                """)
        // How many viewings of each film and day came before, for their ids.
        var before: [String: Int] = [:]
        for row in viewings {
            let id: Int64 = row[0]
            let film: Int64 = row[1]
            let watchedOn: String? = row[2]
            let markedOn: String = row[3]
            let rewatch: Bool = row[4]
            let rating: Int? = row[5]
            let review: String? = row[6]
            let midnight = LibraryTime.midnight(ofDay: markedOn)
            let filmDay = "\(film) \(watchedOn ?? "")"
            let uuid = DerivedViewingID.id(
                source: row[8], sourceID: row[9], title: row[10], year: row[11], watchedOn: watchedOn,
                occurrence: before[filmDay, default: 0])
            before[filmDay, default: 0] += 1
            try db.execute(
                sql: "INSERT INTO viewing VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                arguments: [id, uuid, film, watchedOn, markedOn, rewatch, rating, review, midnight, midnight])
            let joined: String = row[7]
            var seen: Set<Substring> = []
            let tags = joined.split(separator: "\u{1F}").filter { seen.insert($0).inserted }
            for (position, tag) in tags.enumerated() {
                try db.execute(
                    sql: "INSERT INTO viewingTag VALUES (?, ?, ?, ?, ?)",
                    arguments: [id, position, String(tag), midnight, midnight])
            }
        }
    }
}
