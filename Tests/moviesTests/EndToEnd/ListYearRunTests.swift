import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The year of `top-rated` and `top-grossing`, end to end against `movies-api --dialect tmdb`:
/// none means this year, and a year no source can have films of (a typo) is refused in one line
/// before anything is asked or cached, so `years` never lists it.
struct ListYearRunTests {
    private static let lists = [("top-rated", "topRated"), ("top-grossing", "topGrossing")]

    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60"]
    }

    /// This year in UTC, the time zone the runs below are given.
    private static func thisYear() -> Int { APIDate.year(of: Date()) }

    private static let environment = TMDBRunTests.keyEnvironment.merging(["TZ": "UTC"]) { $1 }

    @Test func aListWithoutAYearIsThisYears() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let before = Self.thisYear()
                for (command, _) in Self.lists {
                    let run = try await movies.run([command] + tmdb(server), environment: Self.environment)
                    #expect(run.status == 0, "\(command): \(run.error)")
                }
                let after = Self.thisYear()
                let years = try await movies.run(
                    ["years", "--format", "csv", "--source", "tmdb", "--api-url", server.baseURL.absoluteString])
                for (_, list) in Self.lists {
                    #expect(
                        Set(before...after).contains { years.output.contains("\($0),\(list),") },
                        "no \(list) of this year: \(years.output)")
                }
            }
        }
    }

    @Test func aYearNoSourceCanHaveIsRefusedInOneLineAndNeverRemembered() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let nextYear = Self.thisYear() + 1
                for (command, _) in Self.lists {
                    for year in [1800, 1873, nextYear + 1, 2061] {
                        let run = try await movies.run(
                            [command, String(year)] + tmdb(server), environment: Self.environment)
                        #expect(run.status == 64, "\(command) \(year): \(run.error)")
                        #expect(run.output.isEmpty)
                        #expect(
                            run.error.hasPrefix("error: no source has films of \(year)")
                                && run.error.split(separator: "\n").count == 1, "\(run.error)")
                    }
                }
                #expect(server.counts().total() == 0, "nothing is asked of a year no source has")
                for year in [1874, nextYear] {
                    let run = try await movies.run(
                        ["top-rated", String(year)] + tmdb(server), environment: Self.environment)
                    #expect(run.status == 0, "\(year): \(run.error)")
                }
                let years = try await movies.run(
                    ["years", "--format", "csv", "--source", "tmdb", "--api-url", server.baseURL.absoluteString])
                #expect(years.status == 0)
                #expect(!years.output.contains("1800,") && !years.output.contains("2061,"), "\(years.output)")
                #expect(years.output.contains("1874,topRated,"), "\(years.output)")
            }
        }
    }

    @Test func syncRefusesAYearNoSourceCanHave() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let run = try await movies.run(["sync", "1800-1801"] + tmdb(server), environment: Self.environment)
                #expect(run.status == 64, "\(run.error)")
                #expect(run.error.hasPrefix("error: no source has films of 1800"), "\(run.error)")
                #expect(server.counts().total() == 0)
            }
        }
    }
}
