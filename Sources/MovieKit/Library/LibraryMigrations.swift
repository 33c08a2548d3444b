import GRDB

/// The library's schema, one numbered step at a time, never edited once shipped: a change is a
/// new step. The schema's number is SQLite's `user_version`; the file is marked as a library by
/// its `application_id` (``applicationID``), so another program's database is never taken for one.
///
/// Unlike the cache, a library is never rebuilt: before an existing library is migrated, a copy
/// of it is kept beside it (``FilmLibrary/open(at:)``).
enum LibraryMigrations {
    /// `application_id` of every library: "mvlb".
    static let applicationID: Int32 = 0x6D76_6C62

    /// A step of the schema: its number and what it does.
    struct Step: Sendable {
        let version: Int
        let migrate: @Sendable (Database) throws -> Void
    }

    /// Every step, oldest first; the last one's number is the newest schema.
    static let steps: [Step] = [
        Step(version: 1, migrate: createVersion1)
    ]

    /// The newest schema's number.
    static var newest: Int { steps.last?.version ?? 0 }

    /// Runs the steps past the schema the database has, in the transaction the caller holds,
    /// and records the new number; returns the number it found.
    @discardableResult
    static func migrate(_ db: Database, steps: [Step] = steps) throws -> Int {
        let found = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        for step in steps where step.version > found {
            try step.migrate(db)
            try db.execute(sql: "PRAGMA user_version = \(step.version)")
        }
        return found
    }

    private static func createVersion1(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE film (
                    id INTEGER PRIMARY KEY,
                    source TEXT NOT NULL,
                    sourceId INTEGER,
                    imdbId TEXT,
                    title TEXT,
                    year INTEGER,
                    CHECK (sourceId IS NOT NULL OR title IS NOT NULL)
                );
                CREATE UNIQUE INDEX film_bySourceId ON film(source, sourceId) WHERE sourceId IS NOT NULL;
                CREATE INDEX film_bySource ON film(source, title, year);
                CREATE INDEX film_byIMDbId ON film(imdbId) WHERE imdbId IS NOT NULL;
                CREATE TABLE watchlistEntry (
                    filmId INTEGER PRIMARY KEY REFERENCES film(id) ON DELETE CASCADE,
                    added TEXT NOT NULL
                );
                CREATE TABLE viewing (
                    id INTEGER PRIMARY KEY,
                    filmId INTEGER NOT NULL REFERENCES film(id) ON DELETE CASCADE,
                    watchedOn TEXT,
                    markedOn TEXT NOT NULL,
                    rewatch INTEGER NOT NULL DEFAULT 0 CHECK (rewatch IN (0, 1)),
                    rating INTEGER CHECK (rating BETWEEN 1 AND 10),
                    tags TEXT NOT NULL DEFAULT '',
                    review TEXT
                );
                CREATE INDEX viewing_byFilm ON viewing(filmId, watchedOn);
                CREATE TABLE rating (
                    filmId INTEGER PRIMARY KEY REFERENCES film(id) ON DELETE CASCADE,
                    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 10),
                    ratedOn TEXT NOT NULL
                );
                """)
    }
}
