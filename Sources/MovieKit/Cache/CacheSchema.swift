import GRDB

/// Where a cache's schema stands against the migrations this build knows.
enum CacheSchema: Equatable {
    /// Every migration this build knows is applied, and no other.
    case current
    /// Some migration this build knows is missing: the cache needs migrating before use.
    case older
    /// A migration this build does not know is applied: a newer `movies` wrote the cache.
    case newer(found: String)

    /// The schema of the database `db` is connected to.
    init(_ db: Database) throws {
        // An empty file is not locked while it is read, so another process may create the table
        // between two statements: look for the table first, and read it only once it is there.
        guard try db.tableExists("grdb_migrations") else {
            self = .older
            return
        }
        let migrator = CacheMigrations.migrator
        let applied = try migrator.appliedIdentifiers(db)
        let unknown = applied.subtracting(migrator.migrations)
        if !unknown.isEmpty {
            self = .newer(found: unknown.sorted().last ?? "unknown")
        } else {
            self = try migrator.hasCompletedMigrations(db) ? .current : .older
        }
    }

    /// Why a cache at this schema cannot be used as it is by a connection that cannot migrate it.
    func refusal(path: String) -> CacheError {
        switch self {
        case .newer(let found):
            .newerSchema(path: path, found: found, supported: CacheMigrations.latest)
        case .current, .older:
            .cannotOpen(path: path, reason: "it is read-only and needs an upgrade this movies cannot write")
        }
    }
}
