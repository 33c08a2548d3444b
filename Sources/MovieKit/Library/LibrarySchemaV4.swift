import GRDB

/// Schema 4 ("v4"): your own lists. A list (`list`) has a name, unique among the lists not
/// deleted (whatever the case), a description, and whether it is ranked; its films are rows of
/// `listEntry`, each at its position (1, 2, …, in the list's order: a ranked list's ranks), and,
/// put there by an import, the position its file gave it (`importedRank`), which places the
/// films an import matches in any order where the file has them.
///
/// Deleting a list keeps it, its films with it, as its tombstone: `deletedAt` says when, and
/// ``FilmLibrary/restoreList(named:)`` brings it back for 30 days. A list comes and goes as a
/// whole; nothing of it is a person's rows deleted by the migration, which only adds tables.
enum LibrarySchemaV4 {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE list (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL CHECK (trim(name) != ''),
                    description TEXT,
                    ranked INTEGER NOT NULL DEFAULT 0 CHECK (ranked IN (0, 1)),
                    createdAt INTEGER NOT NULL,
                    deletedAt INTEGER,
                    changedAt INTEGER NOT NULL,
                    recordedAt INTEGER NOT NULL
                );
                CREATE UNIQUE INDEX list_byName ON list(name COLLATE NOCASE) WHERE deletedAt IS NULL;
                CREATE TABLE listEntry (
                    listId INTEGER NOT NULL REFERENCES list(id) ON DELETE CASCADE,
                    filmId INTEGER NOT NULL REFERENCES film(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL CHECK (position >= 1),
                    importedRank INTEGER,
                    changedAt INTEGER NOT NULL,
                    recordedAt INTEGER NOT NULL,
                    PRIMARY KEY (listId, filmId)
                ) WITHOUT ROWID;
                CREATE INDEX listEntry_byFilm ON listEntry(filmId);
                CREATE INDEX listEntry_byPosition ON listEntry(listId, position);
                """)
    }
}
