import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies import netflix` of the fixture files of `api-fixtures/imports/netflix/`, in both of
/// Netflix's shapes, its films matched by title against `movies-api --dialect tmdb` over loopback.
struct NetflixImportRunTests {
    private static func file(_ name: String) -> String {
        ImportFixtures.netflixFolder.appendingPathComponent(name).path
    }

    /// The diary as "id day" (or "unmatched Title day"), sorted.
    private static func diary(_ runner: LibraryRunner) async throws -> [String] {
        try await runner.archive().diary.map { item in
            let film = item.viewing.film
            return "\(film.id.map(String.init) ?? "unmatched \(film.title ?? "?")") "
                + (item.viewing.watchedOn.map(APIDate.format) ?? "seen")
        }.sorted()
    }

    @Test func theUSViewingHistoryGivesAViewingADayAndSaysHowItReadTheDates() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let run = try await runner.ask(["import", "netflix", Self.file("NetflixViewingHistory.csv")])
                #expect(run.status == 0, "\(run.error)")
                #expect(run.output.hasPrefix("Imported from Netflix: diary 4 added."), "\(run.output)")
                #expect(
                    try await Self.diary(runner) == [
                        "100001 2025-03-01", "100010 2025-01-04", "100013 2024-06-15",
                        "unmatched A Film Nobody Has Made 2024-12-30",
                    ])
                #expect(run.error.contains("read the dates as month/day/yy (11/24/26)"), "\(run.error)")
                #expect(run.error.contains("left out 2 titles that are not films"), "\(run.error)")
                #expect(run.error.contains("1 film not matched, kept as the file names them: A Film Nobody Has Made"))

                let again = try await runner.ask(["import", "netflix", Self.file("NetflixViewingHistory.csv")])
                #expect(again.output.hasPrefix("Imported from Netflix: diary 0 added, 4 already there."), "\(again)")
            }
        }
    }

    @Test(arguments: [
        ("NetflixViewingHistory-de.csv", "day.month.yy (24.11.26)", ["100010 2025-01-04", "100013 2024-06-15"]),
        ("NetflixViewingHistory-uk.csv", "day/month/yyyy (24/11/2026)", ["100010 2025-01-04", "100013 2024-06-05"]),
    ])
    func anotherCountrysDatesAreReadAsTheWholeFileWritesThem(
        name: String, format: String, diary: [String]
    )
        async throws
    {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let run = try await runner.ask(["import", "netflix", Self.file(name)])
                #expect(run.status == 0 && run.error.contains("read the dates as \(format)"), "\(run)")
                #expect(try await Self.diary(runner) == diary)
            }
        }
    }

    @Test func theFullExportGivesOneProfilesViewsLeavingShortOnesAndTrailersOut() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let file = Self.file("ViewingActivity.csv")
                let unsaid = try await runner.ask(["import", "netflix", file])
                #expect(unsaid.status == 64 && unsaid.error.contains("\"Sam\", \"Kid\""), "\(unsaid)")
                let nobody = try await runner.ask(["import", "netflix", file, "--profile", "Nobody"])
                #expect(nobody.status == 64 && nobody.error.contains("no profile \"Nobody\""), "\(nobody)")

                let run = try await runner.ask(["import", "netflix", file, "--profile", "sam"])
                #expect(run.status == 0 && run.output.hasPrefix("Imported from Netflix: diary 2 added."), "\(run)")
                #expect(try await Self.diary(runner) == ["100001 2025-03-01", "100010 2025-01-04"])
                #expect(
                    run.error.contains("left out 1 view shorter than 10 minutes and 2 trailers and previews"),
                    "\(run.error)")
                #expect(run.error.contains("left out 1 title that is not a film"), "\(run.error)")
            }
        }
    }

    @Test func aDateThatFitsNoFormatOfTheOthersIsNamedWithItsLineAndNothingIsImported() async throws {
        try await withTemporaryFolder { folder in
            try await LibraryRunner.with(nil) { runner in
                let file = folder.appendingPathComponent("NetflixViewingHistory.csv")
                try Data("Title,Date\n\"Northern Signal\",\"1/14/25\"\n\"Glass Meridian\",\"15/6/24\"\n".utf8)
                    .write(to: file)
                let run = try await runner.run(["import", "netflix", file.path])
                #expect(run.status == 65, "\(run)")
                #expect(run.error.contains("\(file.path):3: the Date \"15/6/24\""), "\(run.error)")
                #expect(run.error.hasSuffix("nothing was imported\n") && run.error.split(separator: "\n").count == 1)
                #expect(!FileManager.default.fileExists(atPath: runner.libraryFile.path))
            }
        }
    }
}
