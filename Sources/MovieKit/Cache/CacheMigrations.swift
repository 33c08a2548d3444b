import GRDB

/// The cache's schema, one named migration per shipped change. Never edit a shipped one: add the next.
///
/// `package`, not public: the package's test support writes caches as older releases left them.
package enum CacheMigrations {
    /// Every migration, oldest first, each registered under its name.
    package static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
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
            try db.execute(
                sql: """
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
        migrator.registerMigration("v3") { db in
            // Sources never mix: every movie, list and validator belongs to a source, and ids are
            // unique within a source only, so a movie is keyed by its own `key` (the full-text
            // index's rowid). Each answer remembers the API origin it came from; rows of older
            // caches do not know theirs (NULL) and stand for any origin of the demo source. What
            // a source may not know (a date, the takings) may be NULL; overview, runtime and
            // genres (newline-separated) are new. Existing rows keep their keys, so the cast, the
            // lists and the search index stay attached.
            try db.execute(
                sql: """
                    CREATE TABLE movie_v3 (
                        key INTEGER PRIMARY KEY,
                        source TEXT NOT NULL,
                        id INTEGER NOT NULL,
                        origin TEXT,
                        name TEXT NOT NULL,
                        year INTEGER,
                        releaseDate TEXT,
                        grossing INTEGER,
                        rating REAL NOT NULL,
                        overview TEXT,
                        runtime INTEGER,
                        genres TEXT,
                        fetchedAt DOUBLE NOT NULL,
                        UNIQUE (source, id)
                    );
                    INSERT INTO movie_v3 (key, source, id, origin, name, year, releaseDate, grossing, rating, fetchedAt)
                        SELECT id, 'demo', id, NULL, name, year, releaseDate, grossing, rating, fetchedAt FROM movie;
                    CREATE TABLE castMember_v3 (
                        movieKey INTEGER NOT NULL REFERENCES movie_v3(key) ON DELETE CASCADE,
                        position INTEGER NOT NULL,
                        name TEXT NOT NULL,
                        PRIMARY KEY (movieKey, position)
                    ) WITHOUT ROWID;
                    INSERT INTO castMember_v3 (movieKey, position, name) SELECT movieId, position, name FROM castMember;
                    CREATE TABLE movieList_v3 (
                        id INTEGER PRIMARY KEY,
                        source TEXT NOT NULL,
                        origin TEXT,
                        kind TEXT NOT NULL,
                        year INTEGER NOT NULL,
                        fetchedAt DOUBLE NOT NULL,
                        UNIQUE (source, kind, year)
                    );
                    INSERT INTO movieList_v3 (id, source, origin, kind, year, fetchedAt)
                        SELECT id, 'demo', NULL, kind, year, fetchedAt FROM movieList;
                    CREATE TABLE movieListEntry_v3 (
                        listId INTEGER NOT NULL REFERENCES movieList_v3(id) ON DELETE CASCADE,
                        position INTEGER NOT NULL,
                        movieKey INTEGER NOT NULL REFERENCES movie_v3(key),
                        PRIMARY KEY (listId, position)
                    ) WITHOUT ROWID;
                    INSERT INTO movieListEntry_v3 (listId, position, movieKey) SELECT listId, position, movieId FROM movieListEntry;
                    CREATE TABLE routeFreshness_v3 (
                        source TEXT NOT NULL,
                        route TEXT NOT NULL,
                        etag TEXT,
                        lastModified TEXT,
                        maxAge DOUBLE,
                        PRIMARY KEY (source, route)
                    ) WITHOUT ROWID;
                    INSERT INTO routeFreshness_v3 (source, route, etag, lastModified, maxAge)
                        SELECT 'demo', route, etag, lastModified, maxAge FROM routeFreshness;
                    DROP TABLE movieListEntry;
                    DROP TABLE movieList;
                    DROP TABLE castMember;
                    DROP TABLE movie;
                    DROP TABLE routeFreshness;
                    ALTER TABLE movie_v3 RENAME TO movie;
                    ALTER TABLE castMember_v3 RENAME TO castMember;
                    ALTER TABLE movieList_v3 RENAME TO movieList;
                    ALTER TABLE movieListEntry_v3 RENAME TO movieListEntry;
                    ALTER TABLE routeFreshness_v3 RENAME TO routeFreshness;
                    CREATE INDEX movieListEntry_movieKey ON movieListEntry(movieKey);
                    CREATE INDEX castMember_name ON castMember(name COLLATE NOCASE);
                    """)
        }
        migrator.registerMigration("v4") { db in
            // A list remembers how many movies it was fetched for (TMDB's come a page of 20 at a
            // time), so a larger --limit is not answered by a shorter list. NULL: the whole list
            // the API gives, as the demo's. TMDB lists saved before were fetched for at least a
            // page: taking them for one page at most costs a larger --limit one more request.
            try db.execute(
                sql: """
                    ALTER TABLE movieList ADD COLUMN fetchedSize INTEGER;
                    UPDATE movieList SET fetchedSize = 20 WHERE source = 'tmdb';
                    """)
        }
        migrator.registerMigration("v5") { db in
            // A movie known only from a list's entry, its details not fetched, says why (NULL:
            // known in full), so that it is asked for again at the next chance.
            try db.execute(sql: "ALTER TABLE movie ADD COLUMN incomplete TEXT")
        }
        migrator.registerMigration("v6") { db in
            // What each API said of an answer is kept by the question (`movie/550`,
            // `list/topGrossing/2016`) and the catalogue (source, origin, language), no longer by
            // the demo API's paths (`movies/550`). Each row takes the origin of the answer it is
            // about; an answer from before origins were kept gets '' (any origin of its source).
            // Every row is kept: one whose answer is gone keeps its source's '' origin.
            try db.execute(
                sql: """
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
                    INSERT OR IGNORE INTO answerFreshness (source, origin, language, question, etag, lastModified, maxAge)
                        SELECT f.source,
                               COALESCE(
                                   (SELECT l.origin FROM movieList l
                                    WHERE l.source = f.source AND f.route = 'movies/' || l.kind || '/' || l.year),
                                   (SELECT m.origin FROM movie m WHERE m.source = f.source AND f.route = 'movies/' || m.id),
                                   ''),
                               '',
                               CASE WHEN f.route GLOB 'movies/[0-9]*' THEN 'movie/' || substr(f.route, 8)
                                    ELSE 'list/' || substr(f.route, 8) END,
                               f.etag, f.lastModified, f.maxAge
                        FROM routeFreshness f
                        WHERE f.route GLOB 'movies/*';
                    DROP TABLE routeFreshness;
                    """)
        }
        migrator.registerMigration("v7") { db in
            // Answers are kept per language (TMDB's `language`: a German title never answers an
            // English question), so movies and lists are unique per source, language and id:
            // both tables are rebuilt with a `language` ('' for the demo's, which has one). TMDB
            // answers saved before were asked without a language, which TMDB answers in en-US.
            // Movies gain their original title and vote count (to tell films of one title
            // apart), cast members their person's id (one person across films) and part, and answers
            // that name films without their details (a search's, a person's films) their tables.
            // Row keys are kept, so casts, list entries and the search index stay attached.
            try db.execute(
                sql: """
                    CREATE TABLE movie_v7 (
                        key INTEGER PRIMARY KEY,
                        source TEXT NOT NULL,
                        language TEXT NOT NULL,
                        id INTEGER NOT NULL,
                        origin TEXT,
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
                        UNIQUE (source, language, id)
                    );
                    INSERT INTO movie_v7 (key, source, language, id, origin, name, year, releaseDate, grossing, rating,
                                          overview, runtime, genres, fetchedAt, incomplete)
                        SELECT key, source, CASE source WHEN 'tmdb' THEN 'en-US' ELSE '' END, id, origin, name, year,
                               releaseDate, grossing, rating, overview, runtime, genres, fetchedAt, incomplete
                        FROM movie;
                    CREATE TABLE movieList_v7 (
                        id INTEGER PRIMARY KEY,
                        source TEXT NOT NULL,
                        language TEXT NOT NULL,
                        origin TEXT,
                        kind TEXT NOT NULL,
                        year INTEGER NOT NULL,
                        fetchedAt DOUBLE NOT NULL,
                        fetchedSize INTEGER,
                        UNIQUE (source, language, kind, year)
                    );
                    INSERT INTO movieList_v7 (id, source, language, origin, kind, year, fetchedAt, fetchedSize)
                        SELECT id, source, CASE source WHEN 'tmdb' THEN 'en-US' ELSE '' END, origin, kind, year,
                               fetchedAt, fetchedSize
                        FROM movieList;
                    DROP TABLE movieList;
                    DROP TABLE movie;
                    ALTER TABLE movie_v7 RENAME TO movie;
                    ALTER TABLE movieList_v7 RENAME TO movieList;
                    UPDATE answerFreshness SET language = 'en-US' WHERE source = 'tmdb' AND language = '';
                    ALTER TABLE castMember ADD COLUMN personId INTEGER;
                    ALTER TABLE castMember ADD COLUMN character TEXT;
                    CREATE TABLE movieListing (
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
                        UNIQUE (source, language, question)
                    );
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
                    """)
        }
        migrator.registerMigration("v8") { db in
            // A movie keeps its page (who made it, where to watch it, its poster and links) in the
            // same row as its facts, as JSON: one answer, one refresh. NULL: the source said none.
            // Posters are kept for offline, each file once per source, path and size, with when
            // it was last shown (the least recently shown go first past the cache's bound); and
            // where a source's images are, per origin.
            try db.execute(
                sql: """
                    ALTER TABLE movie ADD COLUMN page TEXT;
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
                    """)
        }
        migrator.registerMigration("v9") { db in
            // Each origin of a source keeps its own answers: a proxy's or a test server's answer
            // (`--api-url`) is saved beside the default origin's, never over it, so `--offline`
            // still answers what the user had. Movies, lists and listings are unique per source,
            // language, question and origin. Rows from before origins were kept (NULL) get ''
            // and answer for any origin of their source until that origin answers itself. Row
            // keys are kept, so casts, list entries and the search index stay attached.
            try db.execute(
                sql: """
                    CREATE TABLE movie_v9 (
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
                        page TEXT,
                        UNIQUE (source, language, origin, id)
                    );
                    INSERT INTO movie_v9 (key, source, language, id, origin, name, originalTitle, year, releaseDate,
                                          grossing, rating, voteCount, overview, runtime, genres, fetchedAt,
                                          incomplete, page)
                        SELECT key, source, language, id, coalesce(origin, ''), name, originalTitle, year, releaseDate,
                               grossing, rating, voteCount, overview, runtime, genres, fetchedAt, incomplete, page
                        FROM movie;
                    CREATE TABLE movieList_v9 (
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
                    INSERT INTO movieList_v9 (id, source, language, origin, kind, year, fetchedAt, fetchedSize)
                        SELECT id, source, language, coalesce(origin, ''), kind, year, fetchedAt, fetchedSize
                        FROM movieList;
                    CREATE TABLE movieListing_v9 (
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
                    INSERT INTO movieListing_v9 (id, source, language, origin, question, personId, personName,
                                                 otherPeople, fetchedAt, fetchedSize)
                        SELECT id, source, language, origin, question, personId, personName, otherPeople, fetchedAt,
                               fetchedSize
                        FROM movieListing;
                    DROP TABLE movieListing;
                    DROP TABLE movieList;
                    DROP TABLE movie;
                    ALTER TABLE movie_v9 RENAME TO movie;
                    ALTER TABLE movieList_v9 RENAME TO movieList;
                    ALTER TABLE movieListing_v9 RENAME TO movieListing;
                    """)
        }
        migrator.registerMigration("v10") { db in
            // Discover filters films by what they are, so what it filters by is rows and columns
            // with indexes, never JSON: each film's genres (by the source's id) and the providers
            // it streams on (with a subscription or free) in each region, its original language,
            // popularity and series. The source's genre and provider names are kept to read the
            // names a person types. Films are found most popular first by an index that also holds
            // what the other filters read, so the films passed over are never read themselves.
            // How many films each source has in each language is kept by
            // triggers, so that an answer from the cached films can say how many it looked
            // through without counting a million rows. Providers of films cached before are read from their pages;
            // their genres, kept by name alone, come with their next answer.
            try db.execute(
                sql: """
                    ALTER TABLE movie ADD COLUMN originalLanguage TEXT;
                    ALTER TABLE movie ADD COLUMN popularity REAL;
                    ALTER TABLE movie ADD COLUMN collectionId INTEGER;
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
                    INSERT OR IGNORE INTO movieProvider (region, provider, movieKey)
                        SELECT region.key, provider.value, movie.key
                        FROM movie, json_each(movie.page, '$.watch') AS region,
                             json_each(region.value, '$.stream') AS provider
                        WHERE json_valid(movie.page)
                        UNION ALL
                        SELECT region.key, provider.value, movie.key
                        FROM movie, json_each(movie.page, '$.watch') AS region,
                             json_each(region.value, '$.free') AS provider
                        WHERE json_valid(movie.page);
                    CREATE TABLE movieCount (
                        source TEXT NOT NULL,
                        language TEXT NOT NULL,
                        count INTEGER NOT NULL,
                        PRIMARY KEY (source, language)
                    ) WITHOUT ROWID;
                    INSERT INTO movieCount (source, language, count)
                        SELECT source, language, count(*) FROM movie GROUP BY source, language;
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
                    """)
        }
        migrator.registerMigration("v11") { db in
            // When each film comes out, by country and way (TMDB's release types: 3 in cinemas,
            // 4 digitally…), as rows: a calendar and the news of a watchlist read the days of one
            // region, soonest first. Films cached before have none until their next answer.
            // What was true of a film and since when (streaming on a service in a region, a
            // release day), kept as its answers change: `until` is when it stopped being so, and
            // `first` marks what was true when the film's page was first kept (no change to
            // report). When the news was last looked at, per catalogue and region.
            try db.execute(
                sql: """
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
                    """)
        }
        return migrator
    }

    /// The name of the newest migration this build knows.
    static var latest: String { migrator.migrations.last ?? "none" }
}
