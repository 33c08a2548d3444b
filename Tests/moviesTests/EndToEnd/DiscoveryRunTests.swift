import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies search`, `actor` and `years` on a cache filled from the in-process `movies-api`.
@Suite(.serialized)
struct DiscoveryRunTests {
    /// A cache filled by fetching the demo fixtures' 2016 lists online.
    private func withFilledCache(_ body: (MoviesProcess) async throws -> Void) async throws {
        try await MoviesProcess.withFilledCache(asking: [["top-grossing", "2016"], ["top-rated", "2016"]]) {
            movies, _ in
            try await body(movies)
        }
    }

    @Test func searchFindsATitleByItsPrefixOffline() async throws {
        try await withFilledCache { movies in
            let run = try await movies.run(["search", "zoo", "--format", "csv"])
            #expect(run.status == 0, "\(run.error)")
            let records = run.output.components(separatedBy: "\r\n")
            #expect(
                records.first == "rank,id,title,original_title,year,released,rating,votes", "as TMDB's search prints")
            #expect(records.dropFirst().first?.hasPrefix("1,") == true)
            #expect(records.dropFirst().first?.contains(",Zootopia,,2016,") == true)
        }
    }

    @Test func searchForgivesATypoAndShowSaysWhichFilmItTookForOne() async throws {
        try await withFilledCache { movies in
            let typo = try await movies.run(["search", "rogue one", "--format", "csv"])
            #expect(typo.status == 0, "\(typo.error)")
            let records = typo.output.components(separatedBy: "\r\n").dropFirst()
            #expect(
                records.first?.hasPrefix("1,") == true
                    && records.first?.contains(",Rouge One - A Star Wars Story,") == true)

            let shown = try await movies.run(["show", "zootopai", "--offline"])
            #expect(shown.status == 0 && shown.output.hasPrefix("Zootopia (2016)"), "\(shown.error)")
            #expect(shown.error.contains("taking Zootopia (2016) for \"zootopai\""), "\(shown.error)")
            let exact = try await movies.run(["show", "zootopia", "--offline"])
            #expect(exact.output == shown.output && !exact.error.contains("taking"), "\(exact.error)")
        }
    }

    static let hostileTexts = [
        "\"", "'", "*", "-", "AND", "OR NOT", "NEAR(", ")", "%", "_", "%_%", "\\", "zoo\" OR \"", "; DROP TABLE movie",
    ]

    @Test func searchAndActorTakeHostileTextWithoutFailing() async throws {
        try await withFilledCache { movies in
            for text in Self.hostileTexts {
                for command in [["search", text], ["actor", text]] {
                    let run = try await movies.run(command + ["--format", "json"])
                    #expect([0, 64].contains(run.status), "\(command): \(run.error)")
                    #expect(!run.error.contains("SQL"), "\(command): \(run.error)")
                    if run.status == 0 {
                        #expect(
                            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [Any] != nil, "\(command)"
                        )
                    }
                }
            }
            #expect(try await movies.run(["show", "1", "--offline"]).status == 0)
        }
    }

    @Test func actorListsTheMoviesOfAnActorIgnoringCase() async throws {
        try await withFilledCache { movies in
            let run = try await movies.run(["actor", "IDRIS", "ELBA", "--format", "json"])
            #expect(run.status == 0, "\(run.error)")
            // As TMDB's filmography prints (the demo's casts name no parts).
            let printed = try #require(
                try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
            #expect(!printed.isEmpty)
            #expect(printed.allSatisfy { $0["id"] is Int && $0["year"] is Int && $0["rating"] is Double })
            #expect(printed.contains { $0["title"] as? String == "Zootopia" })
        }
    }

    @Test func yearsShowsEachCachedListWithItsAge() async throws {
        try await withFilledCache { movies in
            let run = try await movies.run(["years"])
            #expect(run.status == 0)
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(lines.count == 3)
            #expect(
                lines[1].hasPrefix("2016  top-grossing")
                    && (lines[1].contains("just now") || lines[1].contains(" s ago")))
            #expect(lines[2].hasPrefix("2016  top-rated"))
            let csv = try await movies.run(["years", "--format", "csv"])
            #expect(csv.output.hasPrefix("year,list,movies,fetchedAt\r\n2016,topGrossing,"))
        }
    }

    @Test func everyListingCommandPrintsCSV() async throws {
        try await withFilledCache { movies in
            for command in [
                ["top-grossing", "2016", "--offline"], ["top-rated", "2016", "--offline", "--limit", "2"],
                ["show", "3", "--offline"],
            ] {
                let run = try await movies.run(command + ["--format", "csv"])
                #expect(run.status == 0, "\(command)")
                #expect(run.output.hasSuffix("\r\n"))
                #expect(!run.output.contains("\r\n\n"))
            }
        }
    }
}
