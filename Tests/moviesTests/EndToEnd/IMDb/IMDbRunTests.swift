import Foundation
import MovieKitTestSupport
import Testing

/// Every command with `--source imdb` over the fixture files imported (api-fixtures/imdb, whose
/// README says what each should answer), offline: the import is on this machine.
@Suite(.serialized)
struct IMDbRunTests {
    @Test func syncFromAFolderImportsTheFilmsAndSaysTheLicenceOnce() async throws {
        try await IMDbRunner.with { runner in
            let first = try await runner.importFixtures()
            #expect(first.output.contains("imported 38 films, 83 people"))
            #expect(first.error.contains("for personal and non-commercial use only"))
            let second = try await runner.importFixtures()
            #expect(!second.error.contains("non-commercial"))
            #expect(second.output.contains("imported 38 films"))
        }
    }

    @Test func showsAFilmByItsIMDbIDWithCastAndCrew() async throws {
        try await IMDbRunner.imported { runner in
            let run = try await runner.run(["show", "tt0083658"])
            #expect(run.status == 0, "\(run.error)")
            for expected in [
                "Blade Runner (1982)", "8.1/10 (850,123 votes)", "Harrison Ford", "Rutger Hauer", "Ridley Scott",
                "Hampton Fancher", "tt0083658", "1 h 57 min",
            ] {
                #expect(run.output.contains(expected), "\(expected) in \(run.output)")
            }
            #expect(!run.output.contains("Grossing"))
            #expect(run.error.contains("from IMDb's datasets, imported"))
        }
    }

    @Test func writesIMDbIDsAsStringsWithVotesAndCharacters() async throws {
        try await IMDbRunner.imported { runner in
            let film = try #require(try await runner.json(["show", "tt0083658"]) as? [String: Any])
            #expect(film["id"] as? String == "tt0083658")
            #expect(film["votes"] as? Int == 850_123)
            let cast = try #require(film["cast"] as? [[String: Any]])
            #expect(cast.first?["id"] as? String == "nm0000148")
            #expect(cast.first?["character"] as? String == "Rick Deckard")
            #expect(film["directors"] as? [String] == ["Ridley Scott"])
        }
    }

    @Test(arguments: [
        ("Blade Runner", "tt0083658"), ("blade runner", "tt0083658"), ("Dune", "tt1160419"), ("Amelie", "tt0211915"),
    ])
    func aTitleMeansTheFilmWithTheMostVotes(title: String, id: String) async throws {
        try await IMDbRunner.imported { runner in
            let film = try await runner.json(["show", title]) as? [String: Any]
            #expect(film?["id"] as? String == id)
        }
    }

    @Test(arguments: ["tt0126817", "tt5555500", "tt0091999", "tt9999999"])
    func aTitleThatIsNotAFilmIsNotFound(id: String) async throws {
        try await IMDbRunner.imported { runner in
            let run = try await runner.run(["show", id])
            #expect(run.status == 66)
            #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
        }
    }

    @Test func keepsLiteralQuotesAndBackslashesAndReadsJSONCharacters() async throws {
        try await IMDbRunner.imported { runner in
            let vinyl = try await runner.run(["show", "tt3513548"]).output
            let ghost = try await runner.run(["show", "tt4589218"]).output
            let lebowski = try await runner.run(["show", "tt0118715", "--format", "json"]).output
            #expect(vinyl.contains(#"12" Vinyl"#))
            #expect(ghost.contains(#"C:\Ghost"#))
            #expect(lebowski.contains(#""character" : "Jeffrey \"The Dude\" Lebowski""#))
        }
    }

    @Test func searchForgivesATypoAndRanksByMatchThenVotes() async throws {
        try await IMDbRunner.imported { runner in
            let ids = try await runner.ids(["search", "blade runer"])
            #expect(Array(ids.prefix(3)) == ["tt0083658", "tt9214832", "tt1856101"])
            #expect(!ids.contains("tt0126817"))
            #expect(try await runner.ids(["search", "abre los ojos"]).first == "tt0125659")
        }
    }

    @Test func actorListsAPersonsFilmsNewestFirst() async throws {
        try await IMDbRunner.imported { runner in
            let films = try await runner.json(["actor", "Penelope Cruz"]) as? [[String: Any]] ?? []
            #expect(films.compactMap { $0["year"] as? Int } == [2019, 2008, 2006, 2001, 1999, 1997])
            #expect(films.first?["character"] as? String == "Jacinta")
        }
    }

    @Test func topRatedRanksAYearsFilmsByIMDbsRating() async throws {
        try await IMDbRunner.imported { runner in
            let films = try await runner.json(["top-rated", "2001"]) as? [[String: Any]] ?? []
            #expect(films.compactMap { $0["rating"] as? Double } == [8.9, 8.6, 8.3, 6.9])
        }
    }

    @Test func topGrossingIsAUsageErrorOfOneLine() async throws {
        try await IMDbRunner.imported { runner in
            let run = try await runner.run(["top-grossing", "2001"])
            #expect(run.status == 64)
            #expect(run.error.contains("no takings"))
            #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
        }
    }

    @Test func discoverFiltersByIMDbsGenresMostVotedFirst() async throws {
        try await IMDbRunner.imported { runner in
            let films = try await runner.json(["discover", "--genre", "Sci-Fi"]) as? [[String: Any]] ?? []
            #expect(films.first?["title"] as? String == "Inception")
            #expect(films.count == 10)
            let unknown = try await runner.run(["discover", "--genre", "Space Opera"])
            #expect(unknown.status == 64)
            #expect(try await runner.run(["discover", "--original-language", "fr"]).status == 64)
        }
    }

    @Test func yearsCountsTheFilmsOfEachYear() async throws {
        try await IMDbRunner.imported { runner in
            let years = try await runner.json(["years"]) as? [[String: Any]] ?? []
            #expect(years.count == 30)
            #expect(years.first(where: { $0["year"] as? Int == 2001 })?["films"] as? Int == 4)
        }
    }

    @Test func cacheInfoCountsTheImport() async throws {
        try await IMDbRunner.imported { runner in
            let info = try #require(try await runner.json(["cache", "info"]) as? [String: Any])
            let imdb = try #require(info["imdb"] as? [String: Any])
            #expect(imdb["films"] as? Int == 38)
            #expect(imdb["people"] as? Int == 83)
            let sources = info["sources"] as? [[String: Any]] ?? []
            #expect(sources.first(where: { $0["source"] as? String == "imdb" })?["movies"] as? Int == 38)
        }
    }

    @Test func adultTitlesOnlyWhenAsked() async throws {
        try await IMDbRunner.with { runner in
            try await runner.importFixtures(["--adult"])
            #expect(try await runner.run(["show", "tt0091999"]).status == 0)
            let film = try await runner.json(["show", "Blade Runner"]) as? [String: Any]
            #expect(film?["id"] as? String == "tt0083658")
        }
    }

    @Test func withoutAnImportEveryCommandSaysHowToMakeOne() async throws {
        try await IMDbRunner.with { runner in
            for arguments in [["show", "tt0083658"], ["search", "blade"], ["top-rated", "1982"], ["years"]] {
                let run = try await runner.run(arguments)
                #expect(run.status == 69, "\(arguments)")
                #expect(run.error.contains("movies sync --source imdb"), "\(arguments): \(run.error)")
            }
        }
    }

    @Test func cacheClearThrowsTheImportAway() async throws {
        try await IMDbRunner.imported { runner in
            let clear = try await runner.run(["cache", "clear", "--source", "imdb", "--yes"])
            #expect(clear.status == 0, "\(clear.error)")
            #expect(try await runner.run(["show", "tt0083658"]).status == 69)
        }
    }
}
