import GRDB

/// Schema 7 ("v7"): what a sync through a folder (``FilmLibrary/sync(through:machine:)``)
/// remembers, apart from your entries, which it neither changes nor moves.
///
/// - `syncField`: per entry (its kind, its key: a film's, or a viewing's id) and field, the value
///   the latest change of it holds, when (a hybrid logical clock's time: wall milliseconds,
///   counter, machine), and the film the change named; `present` is whether the entry is in the
///   library. The entries in the library are these values; a change is taken only when it is
///   later than the one kept, so a change counts once however often it comes back.
/// - `syncClock`: one row, this copy's hybrid logical clock (the latest time it gave or saw),
///   and when the last sync ended, through which folder.
enum LibrarySchemaV7 {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE syncField (
                    entry TEXT NOT NULL CHECK (entry IN ('watchlist', 'rating', 'viewing')),
                    key TEXT NOT NULL,
                    field TEXT NOT NULL,
                    value TEXT NOT NULL,
                    wall INTEGER NOT NULL,
                    counter INTEGER NOT NULL,
                    machine TEXT NOT NULL,
                    film TEXT NOT NULL,
                    PRIMARY KEY (entry, key, field)
                ) WITHOUT ROWID;
                CREATE TABLE syncClock (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    wall INTEGER NOT NULL,
                    counter INTEGER NOT NULL,
                    syncedAt INTEGER NOT NULL,
                    folder TEXT NOT NULL
                );
                """)
    }
}
