import GRDB

/// The schema the cache's migrations build, as one script. A new cache file, and the empty cache
/// in memory that stands in for a missing one (``CacheDatabase/openForReading(at:waiting:)``), are
/// made from it in one transaction: replaying every migration was nine tenths of the instructions
/// of a cold answer. A file at an older schema is still migrated, one migration after another.
///
/// `CacheSchemaSnapshotTests` holds it equal to what the migrations build, table by table and
/// index by index, and prints the script to paste here when a new migration changes it.
enum CacheSchemaSnapshot {
    /// Creates the schema in `db`, an empty database, and records every migration as applied.
    static func create(in db: Database) throws {
        try db.execute(sql: sql)
        for identifier in CacheMigrations.migrator.migrations {
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [identifier])
        }
    }

    /// Every `CREATE` statement of the migrated schema, as SQLite keeps it in `sqlite_master`
    /// (the full-text index's own tables left to the statement that makes it).
    static let sql = """
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        CREATE VIRTUAL TABLE movieSearch USING fts5(
            title, cast, tokenize = 'unicode61 remove_diacritics 2'
        );
        CREATE TABLE "castMember" (
            movieKey INTEGER NOT NULL REFERENCES "movie"(key) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            name TEXT NOT NULL, personId INTEGER, character TEXT,
            PRIMARY KEY (movieKey, position)
        ) WITHOUT ROWID;
        CREATE TABLE "movieListEntry" (
            listId INTEGER NOT NULL REFERENCES "movieList"(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            movieKey INTEGER NOT NULL REFERENCES "movie"(key),
            PRIMARY KEY (listId, position)
        ) WITHOUT ROWID;
        CREATE INDEX movieListEntry_movieKey ON movieListEntry(movieKey);
        CREATE INDEX castMember_name ON castMember(name COLLATE NOCASE);
        CREATE TABLE answerFreshness (
            source TEXT NOT NULL,
            origin TEXT NOT NULL,
            language TEXT NOT NULL,
            question TEXT NOT NULL,
            etag TEXT,
            lastModified TEXT,
            maxAge DOUBLE,
            PRIMARY KEY (source, origin, language, question)
        ) WITHOUT ROWID;
        CREATE TABLE movieListingEntry (
            listingId INTEGER NOT NULL REFERENCES movieListing(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            movieId INTEGER NOT NULL,
            title TEXT NOT NULL,
            originalTitle TEXT,
            releaseDate TEXT,
            rating REAL NOT NULL,
            voteCount INTEGER,
            character TEXT,
            PRIMARY KEY (listingId, position)
        ) WITHOUT ROWID;
        CREATE TABLE imageConfiguration (
            source TEXT NOT NULL,
            origin TEXT NOT NULL,
            baseURL TEXT NOT NULL,
            posterSizes TEXT NOT NULL,
            fetchedAt DOUBLE NOT NULL,
            PRIMARY KEY (source, origin)
        ) WITHOUT ROWID;
        CREATE TABLE poster (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            path TEXT NOT NULL,
            size TEXT NOT NULL,
            jpeg BLOB NOT NULL,
            bytes INTEGER NOT NULL,
            fetchedAt DOUBLE NOT NULL,
            shownAt DOUBLE NOT NULL,
            UNIQUE (source, path, size)
        );
        CREATE INDEX poster_shownAt ON poster(shownAt);
        CREATE TABLE "movie" (
            key INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            language TEXT NOT NULL,
            id INTEGER NOT NULL,
            origin TEXT NOT NULL,
            name TEXT NOT NULL,
            originalTitle TEXT,
            year INTEGER,
            releaseDate TEXT,
            grossing INTEGER,
            rating REAL NOT NULL,
            voteCount INTEGER,
            overview TEXT,
            runtime INTEGER,
            genres TEXT,
            fetchedAt DOUBLE NOT NULL,
            incomplete TEXT,
            page TEXT, originalLanguage TEXT, popularity REAL, collectionId INTEGER,
            UNIQUE (source, language, origin, id)
        );
        CREATE TABLE "movieList" (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            language TEXT NOT NULL,
            origin TEXT NOT NULL,
            kind TEXT NOT NULL,
            year INTEGER NOT NULL,
            fetchedAt DOUBLE NOT NULL,
            fetchedSize INTEGER,
            UNIQUE (source, language, kind, year, origin)
        );
        CREATE TABLE "movieListing" (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            language TEXT NOT NULL,
            origin TEXT NOT NULL,
            question TEXT NOT NULL,
            personId INTEGER,
            personName TEXT,
            otherPeople TEXT,
            fetchedAt DOUBLE NOT NULL,
            fetchedSize INTEGER,
            UNIQUE (source, language, question, origin)
        );
        CREATE INDEX movie_popularity ON movie(
            source, language, popularity DESC, year, origin, rating, voteCount, runtime, originalLanguage
        );
        CREATE INDEX movie_collection ON movie(collectionId) WHERE collectionId IS NOT NULL;
        CREATE TABLE movieGenre (
            genreId INTEGER NOT NULL,
            movieKey INTEGER NOT NULL REFERENCES movie(key) ON DELETE CASCADE,
            PRIMARY KEY (genreId, movieKey)
        ) WITHOUT ROWID;
        CREATE INDEX movieGenre_movie ON movieGenre(movieKey);
        CREATE TABLE movieProvider (
            region TEXT NOT NULL,
            provider TEXT NOT NULL COLLATE NOCASE,
            movieKey INTEGER NOT NULL REFERENCES movie(key) ON DELETE CASCADE,
            PRIMARY KEY (region, provider, movieKey)
        ) WITHOUT ROWID;
        CREATE INDEX movieProvider_movie ON movieProvider(movieKey);
        CREATE TABLE movieCount (
            source TEXT NOT NULL,
            language TEXT NOT NULL,
            count INTEGER NOT NULL,
            PRIMARY KEY (source, language)
        ) WITHOUT ROWID;
        CREATE TRIGGER movie_counted AFTER INSERT ON movie BEGIN
            INSERT INTO movieCount (source, language, count) VALUES (new.source, new.language, 1)
                ON CONFLICT (source, language) DO UPDATE SET count = count + 1;
        END;
        CREATE TRIGGER movie_uncounted AFTER DELETE ON movie BEGIN
            UPDATE movieCount SET count = count - 1
                WHERE source = old.source AND language = old.language;
        END;
        CREATE TABLE genre (
            source TEXT NOT NULL,
            language TEXT NOT NULL,
            origin TEXT NOT NULL,
            id INTEGER NOT NULL,
            name TEXT NOT NULL,
            fetchedAt DOUBLE NOT NULL,
            PRIMARY KEY (source, language, origin, name, id)
        );
        CREATE TABLE watchProvider (
            source TEXT NOT NULL,
            origin TEXT NOT NULL,
            region TEXT NOT NULL,
            id INTEGER NOT NULL,
            name TEXT NOT NULL,
            fetchedAt DOUBLE NOT NULL,
            PRIMARY KEY (source, origin, region, id)
        );
        CREATE TABLE movieRelease (
            movieKey INTEGER NOT NULL REFERENCES movie(key) ON DELETE CASCADE,
            country TEXT NOT NULL,
            type INTEGER NOT NULL,
            day TEXT NOT NULL,
            PRIMARY KEY (movieKey, country, type, day)
        ) WITHOUT ROWID;
        CREATE INDEX movieRelease_country ON movieRelease(country, day);
        CREATE TABLE movieFact (
            id INTEGER PRIMARY KEY,
            movieKey INTEGER NOT NULL REFERENCES movie(key) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            region TEXT NOT NULL,
            subject TEXT NOT NULL,
            value TEXT NOT NULL,
            since DOUBLE NOT NULL,
            until DOUBLE,
            first INTEGER NOT NULL
        );
        CREATE INDEX movieFact_movie ON movieFact(movieKey, until);
        CREATE TABLE newsLook (
            source TEXT NOT NULL,
            language TEXT NOT NULL,
            origin TEXT NOT NULL,
            region TEXT NOT NULL,
            lookedAt DOUBLE NOT NULL,
            PRIMARY KEY (source, language, origin, region)
        ) WITHOUT ROWID;
        """
}
