import Foundation
import GRDB
import Testing

@testable import MovieKit

/// The empty cache that stands in for a missing file is made from ``CacheSchemaSnapshot``: it must
/// be the schema the migrations build, or a read could answer from tables no cache file has.
struct CacheSchemaSnapshotTests {
    /// Every table, index and virtual table of `db`'s schema, with the SQL SQLite keeps for it.
    private func schema(of writer: any DatabaseWriter) throws -> [String] {
        try writer.read { db in
            try String.fetchAll(
                db,
                sql:
                    "SELECT type || ' ' || name || ' ON ' || tbl_name || ': ' || ifnull(sql, '') FROM sqlite_master ORDER BY name"
            )
        }
    }

    @Test func buildsTheSchemaTheMigrationsBuild() throws {
        let migrated = try DatabaseQueue()
        try CacheMigrations.migrator.migrate(migrated)
        let standIn = try CacheDatabase.emptyStandIn(waiting: CacheWait())
        let expected = try schema(of: migrated)
        let script = try script(of: migrated)
        #expect(try schema(of: standIn) == expected, "paste into CacheSchemaSnapshot.sql:\n\(script)")
    }

    @Test func recordsEveryMigrationSoTheStandInReadsAsTheNewestSchema() throws {
        let standIn = try CacheDatabase.emptyStandIn(waiting: CacheWait())
        let applied = try standIn.read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
        }
        #expect(applied == CacheMigrations.migrator.migrations)
        #expect(try CacheDatabase.schema(of: standIn, wait: CacheWait()) == .current)
    }

    /// The snapshot's script for the schema of `writer`: its statements, the full-text index's own
    /// tables left out (the statement of the index makes them).
    private func script(of writer: any DatabaseWriter) throws -> String {
        try writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT sql || ';' FROM sqlite_master WHERE sql IS NOT NULL
                    AND name NOT IN (SELECT name FROM pragma_table_list WHERE type = 'shadow') ORDER BY rowid
                    """
            ).joined(separator: "\n")
        }
    }
}
