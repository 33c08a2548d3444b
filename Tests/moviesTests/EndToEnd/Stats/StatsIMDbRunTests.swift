import Foundation
import MovieKitTestSupport
import Testing

/// `movies stats` on a library whose films are IMDb's import's (`--source imdb`): every fact it
/// has (running time, rating, directors, cast, genres) read from the import, offline, and the
/// facts it lacks (countries, languages, a cast it does not name) counted.
struct StatsIMDbRunTests {
    /// Lawrence of Arabia and 2001, watched in March 2024 and rated 9 and 8.
    private func watchedTwo(_ runner: IMDbRunner) async throws {
        for (film, day, rating) in [("tt0056172", "2024-03-01", "9"), ("tt0062622", "2024-03-02", "8")] {
            let run = try await runner.run(["watched", film, "--date", day, "--rating", rating])
            #expect(run.status == 0, "\(run.error)")
        }
    }

    @Test func filmsOfIMDbsImportAreCountedFromItAndItsMissingFactsNamed() async throws {
        try await IMDbRunner.imported { runner in
            try await watchedTwo(runner)
            let run = try await runner.run(["stats", "--year", "2024", "--offline", "--format", "json"])
            #expect(run.status == 0, "\(run.error)")
            let figures = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect(figures["films"] as? Int == 2)
            #expect(figures["minutes"] as? Int == 218 + 149)
            #expect(figures["averageRating"] as? Double == 8.5)
            #expect(figures["crowdAverage"] != nil && !(figures["crowdAverage"] is NSNull))
            let directors = (figures["directors"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            #expect(directors.count == 2, "\(directors)")
            #expect((figures["actors"] as? [[String: Any]])?.isEmpty == false)
            #expect((figures["genres"] as? [[String: Any]])?.contains { $0["name"] as? String == "Adventure" } == true)
            let unknown = try #require(figures["unknown"] as? [String: Int])
            // The fixture's 2001 names no actor (api-fixtures/imdb): its cast is unknown.
            #expect(unknown == ["cast": 1, "countries": 2, "languages": 2], "\(unknown)")
            #expect(
                run.error.contains(
                    "offline: 1 film without cast, 2 films without countries, 2 films without original language"))
        }
    }

    @Test func theYearOfIMDbsFilmsIsPrintedAndWrittenAsAPageOffline() async throws {
        try await IMDbRunner.imported { runner in
            try await watchedTwo(runner)
            let text = try await runner.run(["stats", "--year", "2024", "--offline"])
            #expect(text.status == 0, "\(text.error)")
            #expect(text.output.contains("Your 2024 in film"), "\(text.output)")
            for director in ["David Lean", "Stanley Kubrick"] {
                #expect(text.output.contains(director), "\(director)")
            }
            try await withTemporaryFolder { folder in
                let file = folder.appendingPathComponent("year.html")
                let page = try await runner.run(["stats", "--year", "2024", "--offline", "--output", file.path])
                #expect(page.status == 0, "\(page.error)")
                let html = try String(contentsOf: file, encoding: .utf8)
                #expect(html.contains("<svg") && html.contains("David Lean") && html.contains("Stanley Kubrick"))
                #expect(!html.contains("<script"))
            }
        }
    }
}
