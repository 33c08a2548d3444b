import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// What a list says of its films: the release day of what is in cinemas or coming, in its
/// order; a rating no one gave as `—` and `null`, never 0.
@Suite(.serialized)
struct ListFactsRunTests {
    private func withMovies(
        _ server: TMDBTestServer, _ body: (([String]) async throws -> MoviesRun) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            try await body { arguments in
                try await movies.run(
                    arguments + ["--source", "tmdb", "--api-url", server.baseURL.absoluteString],
                    environment: ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey])
            }
        }
    }

    /// The `released` field of each CSV record of `output`.
    private func releaseDays(_ output: String) -> [String] {
        // CSV's records end in "\r\n", one Character.
        let records = output.split(whereSeparator: \.isNewline).map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        guard let header = records.first, let column = header.firstIndex(of: "released") else { return [] }
        return records.dropFirst().map { String($0[column]) }
    }

    @Test func upcomingAndNowPlayingShowTheReleaseDayAndAreInItsOrder() async throws {
        var faults = ServerFaults()
        faults.calendarStart = day("2019-06-01")
        try await withTMDBServer(
            catalogue: TMDBCatalogue(syntheticCount: 300, seed: 1, years: 2019...2019), faults: faults
        ) { server in
            try await withMovies(server) { run in
                let soon = try await run(["upcoming", "--format", "csv"])
                let soonDays = releaseDays(soon.output)
                #expect(soon.status == 0 && soonDays.count > 2, "\(soon.error) \(soon.output)")
                #expect(soonDays == soonDays.sorted(), "the soonest first: \(soonDays)")
                let now = try await run(["now-playing", "--format", "csv"])
                let nowDays = releaseDays(now.output)
                #expect(now.status == 0 && nowDays.count > 2, "\(now.error) \(now.output)")
                #expect(nowDays == nowDays.sorted(by: >), "the latest first: \(nowDays)")
                let table = try await run(["upcoming", "--offline"])
                let lines = table.output.split(separator: "\n")
                #expect(lines.first?.contains("Released") == true, "\(table.output)")
                #expect(lines.dropFirst().first?.contains(soonDays[0]) == true, "\(table.output)")
            }
        }
    }

    @Test func aFilmNoOneHasRatedShowsADashAndNullNeverZero() async throws {
        let fixtures = try tmdbFixtureCatalogue()
        let unrated = 100_005
        let movies = fixtures.movies.map { film in
            var film = film
            if film.id == unrated { (film.voteAverage, film.voteCount) = (0, 0) }
            return film
        }
        var faults = ServerFaults()
        faults.calendarStart = day("2016-06-01")
        let catalogue = TMDBCatalogue(movies: movies, translations: fixtures.translations, posters: fixtures.posters)
        try await withTMDBServer(catalogue: catalogue, faults: faults) { server in
            try await withMovies(server) { run in
                let table = try await run(["upcoming"])
                let row = try #require(table.output.split(separator: "\n").first { $0.contains("Little Comet") })
                #expect(row.split(separator: " ").suffix(2) == ["—", "0"], "\(table.output)")
                let json = try await run(["upcoming", "--format", "json"])
                let films = try #require(
                    try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
                let film = try #require(films.first { $0["id"] as? Int == unrated })
                #expect(film["rating"] is NSNull && film["votes"] as? Int == 0, "\(json.output)")
                let page = try await run(["show", String(unrated)])
                #expect(page.output.contains("Rating    —\n"), "\(page.output)")
                let shown = try await run(["show", String(unrated), "--format", "json"])
                #expect(shown.output.contains(#""rating" : null"#), "\(shown.output)")
            }
        }
    }
}
