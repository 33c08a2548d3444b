import GRDB

/// Schema 3 ("v3"): ratings in halves, 0.5 to 10 (``YourRating``), kept as the number they are
/// (`REAL`: 8.5, 7.0) in `rating.rating` and `viewing.rating`, which schema 2 checked to be 1 to
/// 10. A build that knows schema 2 alone refuses a library of schema 3 as newer, politely, rather
/// than reading 8.5 where it expects a whole number.
///
/// SQLite cannot change a column's check in place: both tables are made anew and their rows
/// copied, every column as it was (ids, change times). `viewingTag` points at `viewing`, and
/// dropping the old `viewing` would delete its tags with it (foreign keys are on): the tags are
/// kept aside and put back once the new `viewing` is in its place.
enum LibrarySchemaV3 {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE rating3 (
                    filmId INTEGER PRIMARY KEY REFERENCES film(id) ON DELETE CASCADE,
                    rating REAL NOT NULL CHECK (rating BETWEEN 0.5 AND 10 AND rating * 2 = round(rating * 2)),
                    ratedOn TEXT NOT NULL,
                    changedAt INTEGER NOT NULL,
                    recordedAt INTEGER NOT NULL
                );
                INSERT INTO rating3 SELECT filmId, rating, ratedOn, changedAt, recordedAt FROM rating;
                DROP TABLE rating;
                ALTER TABLE rating3 RENAME TO rating;

                CREATE TEMP TABLE viewingTagKept AS SELECT * FROM viewingTag;
                DROP TABLE viewingTag;
                CREATE TABLE viewing3 (
                    id INTEGER PRIMARY KEY,
                    uuid BLOB NOT NULL UNIQUE CHECK (length(uuid) = 16),
                    filmId INTEGER NOT NULL REFERENCES film(id) ON DELETE CASCADE,
                    watchedOn TEXT,
                    markedOn TEXT NOT NULL,
                    rewatch INTEGER NOT NULL DEFAULT 0 CHECK (rewatch IN (0, 1)),
                    rating REAL CHECK (rating BETWEEN 0.5 AND 10 AND rating * 2 = round(rating * 2)),
                    review TEXT,
                    changedAt INTEGER NOT NULL,
                    recordedAt INTEGER NOT NULL
                );
                INSERT INTO viewing3 SELECT id, uuid, filmId, watchedOn, markedOn, rewatch, rating, review,
                    changedAt, recordedAt FROM viewing;
                DROP TABLE viewing;
                ALTER TABLE viewing3 RENAME TO viewing;
                CREATE INDEX viewing_byFilm ON viewing(filmId, watchedOn);
                CREATE TABLE viewingTag (
                    viewingId INTEGER NOT NULL REFERENCES viewing(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    tag TEXT NOT NULL CHECK (tag != ''),
                    changedAt INTEGER NOT NULL,
                    recordedAt INTEGER NOT NULL,
                    PRIMARY KEY (viewingId, position)
                ) WITHOUT ROWID;
                INSERT INTO viewingTag SELECT viewingId, position, tag, changedAt, recordedAt FROM viewingTagKept;
                DROP TABLE viewingTagKept;
                """)
    }
}
