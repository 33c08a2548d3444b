import GRDB

/// The cache's schema, one named migration per shipped change. Never edit a shipped one: add the next.
enum CacheMigrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE movie (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    year INTEGER NOT NULL,
                    releaseDate TEXT NOT NULL,
                    grossing INTEGER NOT NULL,
                    rating REAL NOT NULL,
                    fetchedAt DOUBLE NOT NULL
                );
                CREATE TABLE castMember (
                    movieId INTEGER NOT NULL REFERENCES movie(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    PRIMARY KEY (movieId, position)
                ) WITHOUT ROWID;
                CREATE TABLE movieList (
                    id INTEGER PRIMARY KEY,
                    kind TEXT NOT NULL,
                    year INTEGER NOT NULL,
                    fetchedAt DOUBLE NOT NULL,
                    UNIQUE (kind, year)
                );
                CREATE TABLE movieListEntry (
                    listId INTEGER NOT NULL REFERENCES movieList(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    movieId INTEGER NOT NULL REFERENCES movie(id),
                    PRIMARY KEY (listId, position)
                ) WITHOUT ROWID;
                CREATE INDEX movieListEntry_movieId ON movieListEntry(movieId);
                """)
        }
        migrator.registerMigration("v2") { db in
            // What the API said about each route's answer, to revalidate it and to know how long
            // it stays fresh; the full-text index of titles and cast names; actor look-ups by name.
            try db.execute(sql: """
                CREATE TABLE routeFreshness (
                    route TEXT PRIMARY KEY NOT NULL,
                    etag TEXT,
                    lastModified TEXT,
                    maxAge DOUBLE
                ) WITHOUT ROWID;
                CREATE INDEX castMember_name ON castMember(name COLLATE NOCASE);
                CREATE VIRTUAL TABLE movieSearch USING fts5(
                    title, cast, tokenize = 'unicode61 remove_diacritics 2'
                );
                INSERT INTO movieSearch (rowid, title, cast)
                    SELECT movie.id, movie.name,
                        (SELECT coalesce(group_concat(castMember.name, char(10)), '') FROM castMember
                         WHERE castMember.movieId = movie.id)
                    FROM movie;
                """)
        }
        return migrator
    }

    /// The name of the newest migration this build knows.
    static var latest: String { migrator.migrations.last ?? "none" }
}
