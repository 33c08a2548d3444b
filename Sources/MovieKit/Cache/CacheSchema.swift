import GRDB

/// Where a cache's schema stands against the migrations this build knows.
enum CacheSchema: Equatable {
    /// Every migration this build knows is applied, and no other.
    case current
    /// No table at all: a file just made (or zero bytes), which gets the newest schema in one step.
    case empty
    /// Tables, but no record of any migration: another program's database, never ours to change.
    case foreign
    /// Some migration this build knows is missing: the cache needs migrating before use.
    case older
    /// A migration this build does not know is applied: a newer `movies` wrote the cache.
    case newer(found: String)

    /// The schema of the database `db` is connected to.
    ///
    /// Read with two plain statements rather than through `DatabaseMigrator`, whose schema
    /// introspection costs a cached answer more than the answer's own query.
    init(_ db: Database) throws {
        // An empty file is not locked while it is read, so another process may create the table
        // between two statements: look for the table first, and read it only once it is there.
        let hasMigrations =
            try Bool.fetchOne(
                db,
                sql: """
                    SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations')
                    """) ?? false
        guard hasMigrations else {
            let hasTables = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master)") ?? false
            self = hasTables ? .foreign : .empty
            return
        }
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        let known = CacheMigrations.migrator.migrations
        if let unknown = applied.filter({ !known.contains($0) }).max() {
            self = .newer(found: unknown)
        } else {
            self = known.allSatisfy(applied.contains) ? .current : .older
        }
    }

    /// Why a cache at this schema cannot be used as it is by a connection that cannot migrate it
    /// (or, `moving`, by `cache reset`).
    func refusal(path: String, moving: Bool = false) -> CacheError {
        switch self {
        case .newer(let found):
            .newerSchema(path: path, found: found, supported: CacheMigrations.latest)
        case .foreign:
            .cannotOpen(
                path: path,
                reason: "it is another program's SQLite database, not a movies cache; "
                    + (moving ? "nothing was moved" : "it was left as it is: give another file with --cache"))
        case .current, .empty, .older:
            .cannotOpen(path: path, reason: "it is read-only and needs an upgrade this movies cannot write")
        }
    }
}
