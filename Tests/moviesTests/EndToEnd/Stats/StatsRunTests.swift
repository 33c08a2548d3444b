import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies stats` (issue 45) on a library imported from the fixture Letterboxd export, its films
/// TMDB's from `movies-api --dialect tmdb`, and on one whose films are IMDb's import's: the
/// figures fetched once, then the same offline; what the cache lacks counted offline.
struct StatsRunTests {
    /// The library of the Letterboxd export, imported through `server`.
    private func imported(_ runner: LibraryRunner) async throws {
        let run = try await runner.ask(["import", "letterboxd", ImportFixtures.letterboxdFolder.path])
        #expect(run.status == 0, "\(run.error)")
    }

    private func json(
        _ runner: LibraryRunner, _ arguments: [String]
    ) async throws -> (object: [String: Any], error: String) {
        let run = try await runner.run(["stats", "--format", "json"] + arguments)
        #expect(run.status == 0, "\(run.error)")
        return (try LibraryJSON.object(run.output), run.error)
    }

    private static func names(_ value: Any?) -> [String: Int] {
        var films: [String: Int] = [:]
        for entry in value as? [[String: Any]] ?? [] {
            if let name = entry["name"] as? String, let count = entry["films"] as? Int { films[name] = count }
        }
        return films
    }

    @Test func offlineTheYearIsCountedFromTheDiaryAndSaysWhichFactsTheCacheLacks() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await imported(runner)
                let (figures, error) = try await json(runner, ["--year", "2024", "--offline"])
                #expect(figures["films"] as? Int == 5)
                #expect(figures["viewings"] as? Int == 5)
                #expect(figures["rewatches"] as? Int == 1)
                let unknown = try #require(figures["unknown"] as? [String: Int])
                #expect(unknown["runtime"] == 5, "\(unknown)")
                #expect(error.contains("offline: 5 films without running time"), "\(error)")
            }
        }
    }

    @Test func theYearOfALetterboxdExportIsCountedFromTheFactsFetchedAndTheSameOffline() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await imported(runner)
                let (figures, _) = try await json(runner, ["--year", "2024", "--timeout", "60"])
                let period = try #require(figures["period"] as? [String: String])
                #expect(period == ["from": "2024-01-01", "until": "2024-12-31"])
                #expect(figures["films"] as? Int == 5)
                #expect(figures["viewings"] as? Int == 5)
                #expect(figures["rewatches"] as? Int == 1)
                #expect(figures["minutes"] as? Int == 122 + 104 + 121 + 103 + 108)
                let months = try #require(figures["byMonth"] as? [[String: Any]])
                #expect(months.count == 12)
                #expect(months.compactMap { $0["viewings"] as? Int } == [0, 0, 1, 0, 2, 0, 0, 1, 0, 0, 0, 1])
                #expect(months.first?["month"] as? String == "2024-01")
                #expect(figures["ratings"] as? [String: Int] == ["1": 1, "8": 1, "9": 1, "10": 1])
                #expect(figures["averageRating"] as? Double == 7)
                #expect(figures["crowdAverage"] as? Double == 7.57)
                #expect(Self.names(figures["directors"])["Ruth Ellis"] == 2)
                #expect(Self.names(figures["actors"])["Zoë Marchetti"] == 3)
                #expect(Self.names(figures["genres"])["Drama"] == 4)
                #expect(Self.names(figures["decades"]) == ["2010s": 3, "1990s": 1, "2000s": 1])
                #expect(
                    Self.names(figures["countries"])
                        == ["United States of America": 2, "France": 1, "United Kingdom": 1, "Japan": 1])
                #expect(Self.names(figures["languages"]) == ["English": 3, "French": 1, "Japanese": 1])
                let actors = try #require(figures["actors"] as? [[String: Any]])
                let zoe = actors.first { $0["name"] as? String == "Zoë Marchetti" }
                #expect(zoe?["averageRating"] as? Double == 9)
                let run = try #require(figures["longestRun"] as? [String: Any])
                #expect(run["days"] as? Int == 2 && run["from"] as? String == "2024-05-17")
                #expect((figures["unknown"] as? [String: Int])?.isEmpty == true, "\(figures["unknown"] ?? "")")

                let offline = try await runner.run(["stats", "--format", "json", "--year", "2024", "--offline"])
                #expect(offline.status == 0)
                #expect(try LibraryJSON.object(offline.output) as NSDictionary == figures as NSDictionary)
            }
        }
    }

    @Test func aPeriodOfDaysCountsOnlyThoseDays() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await imported(runner)
                let (figures, _) = try await json(
                    runner, ["--since", "2024-05-01", "--until", "2024-05-31", "--offline"])
                #expect(figures["period"] as? [String: String] == ["from": "2024-05-01", "until": "2024-05-31"])
                #expect(figures["viewings"] as? Int == 2)
                let (all, _) = try await json(runner, ["--all", "--offline"])
                #expect(all["viewings"] as? Int == 10)
                #expect(all["period"] as? [String: String] == ["from": "2023-02-10", "until": "2025-01-04"])
            }
        }
    }

    @Test func yourAverageIsSetAgainstTheCrowdsOverTheFilmsYouRatedThatItRatedAndSaysWhich() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await imported(runner)
                let (figures, _) = try await json(runner, ["--year", "2024", "--timeout", "60"])
                #expect(figures["filmsRatedByBoth"] as? Int == 4)
                #expect(figures["yourAverageOfFilmsRatedByBoth"] as? Double == 7)
                let text = try await runner.run(["stats", "--year", "2024", "--offline"])
                #expect(text.status == 0, "\(text.error)")
                #expect(
                    text.output.contains(
                        "Your ratings (average 7.0; over the 4 films you rated that the crowd rated too, yours 7.0, "
                            + "the crowd's 7.6: you rate 0.6 lower)"), "\(text.output)")
            }
        }
    }

    @Test(arguments: [
        (["--year", "2024", "--all"], "give one period"),
        (["--until", "2024-01-01"], "--until needs --since"),
        (["--since", "2024-02-30"], "2024-02-30"),
        (["--since", "2024-06-01", "--until", "2024-05-01"], "is after"),
        (["--format", "csv"], "stats prints a table or JSON"),
    ])
    func badPeriodsAreRefusedInOneLineWithTheUsageStatus(arguments: [String], said: String) async throws {
        try await LibraryRunner.with(nil) { runner in
            let run = try await runner.run(["stats"] + arguments)
            #expect(run.status == 64)
            #expect(run.error.contains(said), "\(run.error)")
        }
    }
}
