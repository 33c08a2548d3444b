import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies import trakt` of the fixture export of `api-fixtures/imports/trakt/` (Trakt's API
/// shapes), its films matched by their ids against `movies-api --dialect tmdb` over loopback.
struct TraktImportRunTests {
    private static func film(_ film: LibraryFilm) -> String {
        film.id.map(String.init) ?? "unmatched \(film.title ?? "?")"
    }

    @Test func theTraktFolderGivesItsHistoryRatingsAndWatchlistMatchedByIds() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let run = try await runner.ask(["import", "trakt", ImportFixtures.traktFolder.path])
                #expect(run.status == 0, "\(run.error)")
                #expect(
                    run.output.hasPrefix("Imported from Trakt: watchlist 1 added; diary 6 added; ratings 2 added."),
                    "\(run.output)")
                let archive = try await runner.archive()
                let diary = archive.diary.map { item in
                    "\(Self.film(item.viewing.film)) \(item.viewing.watchedOn.map(APIDate.format) ?? "seen")"
                }.sorted()
                #expect(
                    diary == [
                        "100001 2025-01-04", "100001 2025-03-01", "100010 seen", "100013 seen", "100016 2024-11-30",
                        "unmatched Lost \u{1B}[31mReel 2024-10-12",
                    ], "\(diary)")
                #expect(
                    Set(archive.ratings.map { "\(Self.film($0.rating.film)) \($0.rating.rating)" }) == [
                        "100010 8", "100013 10",
                    ])
                #expect(archive.watchlist.map { Self.film($0.entry.film) } == ["100020"])
                #expect(server.counts().movieSearches() == 0, "never matched by title")
                let unmatched = try #require(run.error.split(separator: "\n").first { $0.contains("not matched") })
                #expect(unmatched.contains("Lost") && !unmatched.contains("\u{1B}"), "shown safely: \(run.error)")
                #expect(
                    run.error.contains(
                        "left out 2 titles that are not films: Harbor Nights (show); Harbor Nights (episode)"),
                    "\(run.error)")
            }
        }
    }

    @Test func theTraktExportImportedAgainChangesNothing() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["import", "trakt", ImportFixtures.traktFolder.path]).status == 0)
                let before = try await runner.archive()
                let again = try await runner.ask(["import", "trakt", ImportFixtures.traktFolder.path])
                #expect(again.status == 0 && again.output.contains("diary 0 added"), "\(again.output)")
                let after = try await runner.archive()
                #expect(after.diary.count == before.diary.count && after.ratings == before.ratings)
                #expect(after.watchlist == before.watchlist)
            }
        }
    }

    @Test func oneTraktFileIsReadAlone() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let file = ImportFixtures.traktFolder.appendingPathComponent("ratings-movies.json")
                let run = try await runner.ask(["import", "trakt", file.path])
                #expect(run.status == 0 && run.output.contains("ratings 2 added"), "\(run)")
                #expect(try await runner.archive().watchlist.isEmpty)
            }
        }
    }

    @Test func aTraktFileThatDoesNotReadIsNamedWithItsLineAndNothingIsImported() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                try await LibraryRunner.with(server) { runner in
                    let file = folder.appendingPathComponent("ratings-movies.json")
                    try Data(
                        """
                        [
                          { "rated_at": "2025-03-02T08:00:00.000Z", "rating": 8, "type": "movie",
                            "movie": { "title": "Northern Signal", "year": 2016, "ids": { "tmdb": 100010 } } },
                          { "rated_at": "2025-03-02T08:00:00.000Z", "rating": 11, "type": "movie",
                            "movie": { "title": "Glass Meridian", "year": 2015, "ids": { "tmdb": 100013 } } }
                        ]
                        """.utf8
                    ).write(to: file)
                    let run = try await runner.ask(["import", "trakt", file.path])
                    #expect(run.status == 65, "\(run)")
                    #expect(
                        run.error
                            == "error: \(file.path):4: the rating 11 is not a whole number from 1 to 10; nothing was imported\n",
                        "\(run.error)")
                    let cut = folder.appendingPathComponent("watchlist.json")
                    try Data("[\n  { \"listed_at\": \"2025-03-02T08:00:00.000Z\",\n".utf8).write(to: cut)
                    let damaged = try await runner.ask(["import", "trakt", cut.path])
                    #expect(damaged.status == 65 && damaged.error.contains("\(cut.path):2:"), "\(damaged)")
                    #expect(!FileManager.default.fileExists(atPath: runner.libraryFile.path), "nothing imported")
                }
            }
        }
    }
}
