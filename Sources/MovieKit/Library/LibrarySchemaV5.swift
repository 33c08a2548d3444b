import GRDB

/// Schema 5 ("v5"): what a sync with a TMDB account (``AccountSync``) remembers, apart from your
/// entries, which it neither changes nor moves.
///
/// - `accountSyncFilm`: per TMDB film, what each side held at the last sync (on the watchlist or
///   not, its rating or none), as each side was last seen to hold it (`NULL`: not seen yet), and
///   how many times in a row TMDB refused a change of it.
/// - `accountSyncMatch`: the TMDB film an IMDb id names (`NULL`: none), as TMDB's `find` said.
/// - `accountSync`: one row, when the last sync ended.
enum LibrarySchemaV5 {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE accountSyncFilm (
                    tmdbId INTEGER PRIMARY KEY,
                    hereOnWatchlist INTEGER CHECK (hereOnWatchlist IN (0, 1)),
                    thereOnWatchlist INTEGER CHECK (thereOnWatchlist IN (0, 1)),
                    hereRating INTEGER CHECK (hereRating BETWEEN 0 AND 20),
                    thereRating INTEGER CHECK (thereRating BETWEEN 0 AND 20),
                    refusals INTEGER NOT NULL DEFAULT 0,
                    title TEXT NOT NULL,
                    year INTEGER
                );
                CREATE TABLE accountSyncMatch (
                    imdbId TEXT PRIMARY KEY,
                    tmdbId INTEGER
                ) WITHOUT ROWID;
                CREATE TABLE accountSync (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    lastSyncAt INTEGER NOT NULL
                );
                """)
    }
}
