import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// A library made by the first release (schema 1: `Tests/Fixtures/library-v1-release.sqlite`,
/// exported as `library-v1-release-export.json`) opened by this one (issue 42).
@Suite struct FilmLibraryMigrationTests {
    /// A copy of the first release's library in `folder`.
    static func releasedLibrary(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("library.sqlite")
        try FileManager.default.copyItem(at: releaseV1LibraryFile, to: url)
        return url
    }

    /// The first release's export of that library.
    static func releasedExport() throws -> LibraryArchive {
        try LibraryArchive.read(
            Data(contentsOf: releaseV1LibraryExportFile), file: "export", today: day("2026-11-27"))
    }

    /// `archive` without what version 2 adds: change times, viewings' ids, removals.
    static func withoutTheNewFacts(_ archive: LibraryArchive) -> LibraryArchive {
        var archive = archive
        for index in archive.watchlist.indices { archive.watchlist[index].entry.changedAt = nil }
        for index in archive.diary.indices {
            archive.diary[index].viewing.changedAt = nil
            archive.diary[index].viewing.id = nil
        }
        for index in archive.ratings.indices { archive.ratings[index].rating.changedAt = nil }
        archive.removals = []
        return archive
    }

    /// `body` on a read-only connection to the file at `url`.
    static func look<T>(at url: URL, _ body: (Database) throws -> T) throws -> T {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read(body)
    }

    @Test func aLibraryOfTheFirstReleaseMigratesWithEveryEntryKept() async throws {
        try await withTemporaryFolder { folder in
            let url = try Self.releasedLibrary(in: folder)
            let library = try FilmLibrary.open(at: url)
            let archive = try library.archive()
            try library.close()
            let before = try Self.releasedExport()
            #expect(Self.withoutTheNewFacts(archive) == before)
            #expect(archive.diary.count == 8 && archive.watchlist.count == 4 && archive.ratings.count == 4)
            // The export of the first release, and the migrated library's, less the new facts.
            var exported = Self.withoutTheNewFacts(archive)
            exported.removals = []
            #expect(
                try JSONSerialization.jsonObject(with: LibraryArchive.encoded(exported)) as? NSDictionary
                    == (try JSONSerialization.jsonObject(with: Data(contentsOf: releaseV1LibraryExportFile))
                    as? NSDictionary).map { versioned($0, 2) })
        }
    }

    /// `export` as version `version` writes it: its version, and removals (none).
    func versioned(_ export: NSDictionary, _ version: Int) -> NSDictionary {
        let copy = export.mutableCopy() as? NSMutableDictionary ?? NSMutableDictionary()
        copy["version"] = version
        copy["removals"] = [Any]()
        return copy
    }

    @Test func aMigratedEntryChangedAtMidnightOfItsOwnDayAndEachViewingHasItsOwnId() async throws {
        try await withTemporaryFolder { folder in
            let library = try FilmLibrary.open(at: try Self.releasedLibrary(in: folder))
            let archive = try library.archive()
            #expect(archive.watchlist.allSatisfy { $0.entry.changedAt == $0.entry.added })
            #expect(archive.ratings.allSatisfy { $0.rating.changedAt == $0.rating.ratedOn })
            #expect(archive.diary.allSatisfy { $0.viewing.changedAt == $0.viewing.markedOn })
            #expect(Set(archive.diary.compactMap(\.viewing.id)).count == 8)
            let christmas = try #require(archive.diary.first { $0.viewing.watchedOn == day("2024-12-24") })
            #expect(christmas.viewing.tags == ["christmas", "with family"])
            #expect(try library.changes(since: day("2026-11-26")).watchlist.count == 2)
            try library.close()
        }
    }

    @Test func aCopyOfTheFirstReleasesLibraryIsKeptBesideIt() async throws {
        try await withTemporaryFolder { folder in
            let url = try Self.releasedLibrary(in: folder)
            try FilmLibrary.open(at: url).close()
            let copy = URL(fileURLWithPath: url.path + ".v1-backup")
            let dump = "SELECT * FROM viewing ORDER BY id"
            #expect(try Self.look(at: copy) { try Int.fetchOne($0, sql: "PRAGMA user_version") } == 1)
            #expect(
                try Self.look(at: copy) { try Row.fetchAll($0, sql: dump) }
                    == Self.look(at: releaseV1LibraryFile) { try Row.fetchAll($0, sql: dump) })
            #expect(try Self.look(at: copy) { try $0.tableExists("grdb_migrations") } == false)
            // Opened again, the library is migrated: no second copy.
            try FilmLibrary.open(at: url).close()
            #expect(!FileManager.default.fileExists(atPath: url.path + ".v1-backup-2"))
        }
    }

    @Test func aMigratedLibraryRecordsItsMigrationsAsGRDBsMigratorDoes() async throws {
        try await withTemporaryFolder { folder in
            let url = try Self.releasedLibrary(in: folder)
            try FilmLibrary.open(at: url).close()
            let migrations = try Self.look(at: url) { db in
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY 1")
            }
            #expect(migrations == LibraryMigrations.steps.map(\.identifier).sorted())
            #expect(
                try Self.look(at: url) { try Int.fetchOne($0, sql: "PRAGMA user_version") } == LibraryMigrations.newest)
            #expect(
                try Self.look(at: url) { try Int32.fetchOne($0, sql: "PRAGMA application_id") }
                    == LibraryMigrations.applicationID)
            #expect(try Self.look(at: url) { try LibraryMigrations.migrator().hasCompletedMigrations($0) })
            #expect(try Self.look(at: url) { try !LibraryMigrations.migrator().hasBeenSuperseded($0) })
            let tags = try Self.look(at: url) { db in
                try String.fetchAll(db, sql: "SELECT tag FROM viewingTag WHERE viewingId = 1 ORDER BY position")
            }
            #expect(tags == ["christmas", "with family"])
        }
    }

    @Test func theFirstReleaseRefusesAMigratedLibraryAsNewer() async throws {
        try await withTemporaryFolder { folder in
            let url = try Self.releasedLibrary(in: folder)
            try FilmLibrary.open(at: url).close()
            let released = Array(LibraryMigrations.steps.prefix(1))
            #expect(throws: LibraryError.newerSchema(path: url.path, found: LibraryMigrations.newest, supported: 1)) {
                try FilmLibrary.open(at: url, migrations: released)
            }
        }
    }

    @Test func aLibraryWithAMigrationThisBuildDoesNotKnowIsRefusedBeforeAnythingIsWritten() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            try FilmLibrary.open(at: url).close()
            let queue = try DatabaseQueue(path: url.path)
            let unknown = LibraryMigrations.newest + 1
            try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v\(unknown)')") }
            try queue.close()
            try removeWriteAheadLog(of: url)
            let before = try Data(contentsOf: url)
            #expect(
                throws: LibraryError.newerSchema(path: url.path, found: unknown, supported: LibraryMigrations.newest)
            ) {
                try FilmLibrary.open(at: url)
            }
            #expect(try Data(contentsOf: url) == before)
            #expect(
                try !FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.contains("backup") })
        }
    }

    @Test func aMigrationThatFailsLeavesTheLibraryAsTheFirstReleaseMadeIt() async throws {
        try await withTemporaryFolder { folder in
            let url = try Self.releasedLibrary(in: folder)
            struct Failure: Error {}
            let failing =
                LibraryMigrations.steps + [
                    LibraryMigrations.Step(version: LibraryMigrations.newest + 1) { _ in throw Failure() }
                ]
            #expect(throws: (any Error).self) { try FilmLibrary.open(at: url, migrations: failing) }
            #expect(try Self.look(at: url) { try Int.fetchOne($0, sql: "PRAGMA user_version") } == 1)
            #expect(
                try Self.look(at: url) { try $0.tableExists("grdb_migrations") || $0.tableExists("tombstone") } == false
            )
            #expect(try Self.look(at: url) { try $0.columns(in: "viewing").map(\.name) }.contains("tags"))
            // The copy was kept; the library then migrates whole.
            #expect(FileManager.default.fileExists(atPath: url.path + ".v1-backup"))
            let library = try FilmLibrary.open(at: url)
            #expect(try Self.withoutTheNewFacts(library.archive()) == Self.releasedExport())
            try library.close()
        }
    }

    @Test func eachViewingGetsOneIdWhereverTheLibraryIsMigratedOrItsExportImported() async throws {
        try await withTemporaryFolder { folder in
            var ids: [Set<UUID>] = []
            for name in ["laptop", "desktop"] {
                let place = folder.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
                let library = try FilmLibrary.open(at: try Self.releasedLibrary(in: place))
                ids.append(Set(try library.archive().diary.compactMap(\.viewing.id)))
                try library.close()
            }
            let imported = try FilmLibrary.inMemory()
            _ = try await LibraryImport(library: imported, source: .tmdb) { _ in .unmatched }
                .run(Self.releasedExport().batch, jobs: 1)
            ids.append(Set(try imported.archive().diary.compactMap(\.viewing.id)))
            #expect(ids[0].count == 8)
            #expect(ids[1] == ids[0] && ids[2] == ids[0])
        }
    }

    @Test func theFirstReleasesExportStillImports() async throws {
        let export = try Self.releasedExport()
        let library = try FilmLibrary.inMemory()
        let summary = try await LibraryImport(library: library, source: .tmdb) { _ in .unmatched }
            .run(export.batch, jobs: 1)
        #expect(summary.viewings.added == 8 && summary.watchlist.added == 4 && summary.ratings.added == 4)
        #expect(Self.withoutTheNewFacts(try library.archive()) == export)
    }

    @Test func theFirstReleasesExportImportedIntoTheMigratedLibraryChangesNothing() async throws {
        try await withTemporaryFolder { folder in
            let library = try FilmLibrary.open(at: try Self.releasedLibrary(in: folder))
            let before = try library.archive()
            let summary = try await LibraryImport(library: library, source: .tmdb) { _ in .unmatched }
                .run(Self.releasedExport().batch, jobs: 1)
            #expect(summary.viewings.added == 0 && summary.watchlist.added == 0 && summary.ratings.added == 0)
            #expect(try library.archive() == before)
            try library.close()
        }
    }
}
