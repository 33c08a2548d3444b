import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// A library made by the first release, used by this `movies` (issue 42): its lists as the first
/// release exported them, a copy of it kept beside it, and the first release's export still read.
struct LibraryMigrationRunTests {
    /// `export`'s JSON with what version 2 adds taken out: each entry's `changedAt` and viewing's
    /// `viewingID`, the removals, and the version.
    static func withoutTheNewFacts(_ export: String) throws -> NSDictionary {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(export.utf8)) as? [String: Any])
        var kept = object.filter { !["version", "removals"].contains($0.key) }
        for list in ["watchlist", "diary", "ratings"] {
            let entries = object[list] as? [[String: Any]] ?? []
            kept[list] = entries.map { $0.filter { !["changedAt", "viewingID"].contains($0.key) } }
        }
        return kept as NSDictionary
    }

    @Test func aLibraryOfTheFirstReleaseListsTheSameEntriesWithACopyKept() async throws {
        try await withTemporaryFolder { folder in
            let runner = LibraryRunner(folder: folder, server: nil)
            try FileManager.default.createDirectory(
                at: runner.libraryFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: releaseV1LibraryFile, to: runner.libraryFile)
            let released = try String(contentsOf: releaseV1LibraryExportFile, encoding: .utf8)

            let exported = try await runner.run(["export", "json"])
            #expect(exported.status == 0, "\(exported.error)")
            #expect(try Self.withoutTheNewFacts(exported.output) == Self.withoutTheNewFacts(released))
            #expect(exported.output.contains(#""version" : 2"#) && exported.output.contains(#""changedAt" : "#))
            #expect(FileManager.default.fileExists(atPath: runner.libraryFile.path + ".v1-backup"))
            #expect(try await runner.archive().diary.count == 8)
        }
    }

    @Test func theFirstReleasesExportImportsToTheSameLists() async throws {
        try await withTemporaryFolder { folder in
            let runner = LibraryRunner(folder: folder, server: nil)
            let imported = try await runner.run(["import", "json", releaseV1LibraryExportFile.path])
            #expect(imported.status == 0, "\(imported.error)")
            let exported = try await runner.run(["export", "json"])
            let released = try String(contentsOf: releaseV1LibraryExportFile, encoding: .utf8)
            #expect(try Self.withoutTheNewFacts(exported.output) == Self.withoutTheNewFacts(released))
        }
    }
}
