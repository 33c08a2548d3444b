import Foundation
import GRDB

/// The library's schema: named migrations, "v1", "v2", …, oldest first, never edited once
/// shipped (a change is a new migration), as GRDB's ``DatabaseMigrator`` knows them: a file
/// records the names of those it has in GRDB's `grdb_migrations` table. SQLite's `user_version`
/// holds the newest one's number too: the first release, which knows 1 alone, refuses a file
/// whose number is higher as newer rather than misreading it. The file is marked as a library by
/// its `application_id` (``applicationID``), so another program's database is never taken for one.
///
/// A library made before migrations had names (the first release: `user_version` 1, no
/// `grdb_migrations`) counts as having "v1". Unlike the cache, a library is never rebuilt: before
/// an existing library is migrated, a copy of it is kept beside it (``FilmLibrary/open(at:now:)``),
/// and every migration it lacks runs in one transaction, which holds the write lock from reading
/// what the file has to recording what it got. (GRDB's own `migrate` runs each migration in a
/// transaction of its own, and reads what the file has before it takes the lock: two `movies`
/// opening an older library at once would both migrate it.)
enum LibraryMigrations {
    /// `application_id` of every library: "mvlb".
    static let applicationID: Int32 = 0x6D76_6C62

    /// A named migration: its number (its name is "v" and the number) and what it does.
    struct Step: Sendable {
        let version: Int
        let migrate: @Sendable (Database) throws -> Void

        init(version: Int, migrate: @escaping @Sendable (Database) throws -> Void) {
            self.version = version
            self.migrate = migrate
        }

        /// The migration's name, as `grdb_migrations` records it.
        var identifier: String { "v\(version)" }
    }

    /// Every migration, oldest first; the last one's number is the newest schema.
    static let steps: [Step] = [
        Step(version: 1, migrate: LibrarySchemaV1.create),
        Step(version: 2, migrate: LibrarySchemaV2.migrate),
        Step(version: 3, migrate: LibrarySchemaV3.migrate),
        Step(version: 4, migrate: LibrarySchemaV4.migrate),
        Step(version: 5, migrate: LibrarySchemaV5.migrate),
        Step(version: 6, migrate: LibrarySchemaV6.migrate),
        Step(version: 7, migrate: LibrarySchemaV7.migrate),
        Step(version: 8, migrate: LibrarySchemaV8.migrate),
        Step(version: 9, migrate: LibrarySchemaV9.migrate),
        Step(version: 10, migrate: LibrarySchemaV10.migrate),
    ]

    /// The newest schema's number.
    static var newest: Int { steps.last?.version ?? 0 }

    /// GRDB's migrator of `steps`, each registered under its name.
    static func migrator(_ steps: [Step] = steps) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for step in steps {
            migrator.registerMigration(step.identifier, migrate: step.migrate)
        }
        return migrator
    }

    /// The names of the migrations `db` has: those `grdb_migrations` records, and, in a library
    /// made before migrations had names, those its `user_version` counts.
    static func applied(_ db: Database, userVersion: Int, steps: [Step] = steps) throws -> Set<String> {
        let recorded = try migrator(steps).appliedIdentifiers(db)
        guard recorded.isEmpty else { return recorded }
        return Set(steps.filter { $0.version <= userVersion }.map(\.identifier))
    }

    /// The number of a schema newer than `steps` know in `db` (by its `user_version`, or a
    /// migration it has that they do not name); `nil` when they know it.
    static func newerSchema(in db: Database, userVersion: Int, steps: [Step] = steps) throws -> Int? {
        let newest = steps.last?.version ?? 0
        if userVersion > newest { return userVersion }
        let known = Set(steps.map(\.identifier))
        let unknown = try applied(db, userVersion: userVersion, steps: steps).subtracting(known)
        guard !unknown.isEmpty else { return nil }
        return unknown.compactMap { Int($0.dropFirst()) }.max().map { max($0, newest + 1) } ?? newest + 1
    }

    /// Runs the migrations `db` lacks, oldest first, in the transaction the caller holds,
    /// recording each by name in `grdb_migrations`, and sets `user_version` to the newest;
    /// returns the schema number it found.
    @discardableResult
    static func migrate(_ db: Database, steps: [Step] = steps) throws -> Int {
        let found = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let applied = try applied(db, userVersion: found, steps: steps)
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        for identifier in applied {
            try db.execute(
                sql: "INSERT OR IGNORE INTO grdb_migrations (identifier) VALUES (?)", arguments: [identifier])
        }
        for step in steps where !applied.contains(step.identifier) {
            try step.migrate(db)
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [step.identifier])
        }
        let newest = steps.last?.version ?? 0
        if found != newest { try db.execute(sql: "PRAGMA user_version = \(newest)") }
        return found
    }
}

/// Schema 1 ("v1"), as the first release made it: films, and the watchlist, the diary and your
/// ratings pointing at them; a viewing's tags joined by U+001F in one column.
enum LibrarySchemaV1 {
    @Sendable static func create(_ db: Database) throws {
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
