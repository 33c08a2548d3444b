import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Finding something to watch with `--source tmdb`, end to end against `movies-api --dialect
/// tmdb` over loopback: discover by genre, years, running time, language and service, online
/// and offline, the genres, the lists to browse, a film's series and the films like it.
struct TMDBDiscoverRunTests {
    /// Runs `body` with `movies` on a new cache, and a way to run it against `server` with the key.
    private func withMovies(
        _ server: TMDBTestServer, _ body: (([String]) async throws -> MoviesRun) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            try await body { arguments in try await movies.run(arguments, against: server) }
        }
    }

    private func requests(to path: String, on server: TMDBTestServer) -> Int {
        server.counts().all.count(where: { $0 == "/3/\(path)" })
    }

    /// The ids of a table's rows, in order.
    private func ids(_ output: String) -> [Int] {
        output.split(separator: "\n").dropFirst().compactMap { line in
            line.split(separator: " ", omittingEmptySubsequences: true).first.flatMap { Int($0) }
        }
    }

    @Test func discoversByGenreAndYearsOnlineThenAnswersTheSameOffline() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { run in
                let online = try await run(["discover", "--genre", "science FICTION", "--year", "2016-2029"])
                #expect(online.status == 0, "\(online.error)")
                #expect(Set(ids(online.output)) == [100_004, 100_010, 100_018], "\(online.output)")
                #expect(requests(to: "genre/movie/list", on: server) == 1 && server.counts().discover() == 1)

                let offline = try await run([
                    "discover", "--genre", "Science Fiction", "--year", "2016-2029", "--offline",
                ])
                #expect(offline.status == 0 && offline.output == online.output, "\(offline.error)")
                #expect(server.counts().discover() == 1)
            }
        }
    }

    @Test func namesTheGenresThereAreForAnUnknownOneAndAsksNothingMore() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { run in
                let unknown = try await run(["discover", "--genre", "space opera"])
                #expect(unknown.status == 64)
                #expect(unknown.error.contains("no genre is called \"space opera\""), "\(unknown.error)")
                #expect(unknown.error.contains("Science Fiction") && unknown.error.split(separator: "\n").count == 1)
                #expect(server.counts().discover() == 0)
            }
        }
    }

    @Test func takesAGenreByItsNameInTheLanguageAskedOrInEnglish() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { run in
                let german = try await run(["discover", "--genre", "komödie", "--language", "de-DE"])
                let english = try await run(["discover", "--genre", "Comedy", "--language", "de-DE"])
                #expect(german.status == 0 && english.status == 0, "\(german.error) \(english.error)")
                #expect(!ids(german.output).isEmpty && ids(german.output) == ids(english.output))
            }
        }
    }

    @Test func findsWhatStreamsOnAServiceInTheRegionAndRefusesAServiceNotThere() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { run in
                let netflix = try await run(["discover", "--on", "NETFLIX", "--region", "US", "--format", "json"])
                #expect(netflix.status == 0, "\(netflix.error)")
                #expect(requests(to: "watch/providers/movie", on: server) == 1)
                let films = try JSONSerialization.jsonObject(with: Data(netflix.output.utf8)) as? [[String: Any]]
                #expect(films?.isEmpty == false)

                let unknown = try await run(["discover", "--on", "Blockbuster", "--region", "US"])
                #expect(unknown.status == 64)
                #expect(unknown.error.contains("no provider is called \"Blockbuster\" in US"), "\(unknown.error)")
                #expect(unknown.error.contains("Netflix"))
                #expect(server.counts().discover() == 1)
            }
        }
    }

    @Test func answersAQuestionNeverAskedOnlineFromTheCachedFilmsSayingHowMany() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { run in
                #expect(try await run(["sync", "2016"]).status == 0)
                let offline = try await run(["discover", "--genre", "drama", "--offline"])
                #expect(offline.status == 0, "\(offline.error)")
                #expect(Set(ids(offline.output)) == [100_002, 100_003, 100_007, 100_009], "\(offline.output)")
                #expect(offline.error.contains("from 10 cached films; sync more years for more"), "\(offline.error)")
                let runtime = try await run([
                    "discover", "--runtime", "100-125", "--original-language", "en", "--offline",
                ])
                #expect(Set(ids(runtime.output)) == [100_001], "\(runtime.output)")
            }
        }
    }

    @Test func keepsTheCachedAnswerWhenTMDBAnswersBadly() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.htmlPage, after: 1)) { server in
            try await withMovies(server) { run in
                let first = try await run(["discover", "--year", "2016", "--limit", "3"])
                #expect(first.status == 0, "\(first.error)")
                let second = try await run(["discover", "--year", "2016", "--limit", "3"])
                #expect(second.status == 0 && second.output == first.output, "\(second.error)")
                #expect(second.error.contains("could not refresh"), "\(second.error)")
            }
        }
    }

    @Test func refusesTheFiltersTheDemoCatalogueCannotApplyNamingThem() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let refused = try await movies.run(["discover", "--genre", "drama", "--runtime", "90-120"])
            #expect(refused.status == 64)
            #expect(
                refused.error.contains("--genre and --runtime out") && refused.error.split(separator: "\n").count == 1,
                "\(refused.error)")
            let years = try await movies.run(["discover", "--year", "2016", "--min-rating", "7.5"])
            #expect(years.status == 0 && !years.output.isEmpty, "\(years.error)")
        }
    }

    @Test func listsTheGenresInTheLanguageAskedWithTheirEnglishNames() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { run in
                let genres = try await run(["genres", "--language", "de-DE"])
                #expect(genres.status == 0, "\(genres.error)")
                #expect(genres.output.contains("Komödie") && genres.output.contains("Comedy"), "\(genres.output)")
                let offline = try await run(["genres", "--language", "de-DE", "--offline"])
                #expect(offline.output == genres.output)
            }
        }
    }

    @Test func listsTrendingFilmsLeavingOutWhatIsNotAFilm() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.trendingNonMovie)) { server in
            try await withMovies(server) { run in
                let trending = try await run(["trending", "--format", "json"])
                #expect(trending.status == 0, "\(trending.error)")
                let films = try JSONSerialization.jsonObject(with: Data(trending.output.utf8)) as? [[String: Any]]
                #expect(films?.isEmpty == false)
                #expect(films?.allSatisfy { $0["title"] is String } == true)
                let offline = try await run(["trending", "--format", "json", "--offline"])
                #expect(offline.output == trending.output)
            }
        }
    }

    @Test func refusesTrendingAndGenresForTheDemoCatalogue() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let refused = try await movies.run(["trending"])
            #expect(refused.status == 64 && refused.error.contains("TMDB has"), "\(refused.error)")
            let genres = try await movies.run(["genres"])
            #expect(genres.status == 64 && genres.error.contains("names no genres"), "\(genres.error)")
        }
    }

    @Test func showsTheSeriesAFilmBelongsToAndFilmsLikeIt() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { run in
                let page = try await run(["show", "100004"])
                #expect(page.status == 0, "\(page.error)")
                #expect(page.output.contains("Part of") && page.output.contains("Iron Harbor Collection"))
                #expect(page.output.contains("More like"), "\(page.output)")
                #expect(server.counts().details() == 1, "the page, its series and recommendations in one request")
                let json = try await run(["show", "100004", "--format", "json"])
                let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
                let collection = object?["collection"] as? [String: Any]
                #expect(
                    collection?["id"] as? Int == 400_002 && collection?["name"] as? String == "Iron Harbor Collection")
                let recommended = object?["recommendations"] as? [[String: Any]]
                #expect(recommended?.isEmpty == false && recommended?.contains { $0["id"] as? Int == 100_004 } == false)
            }
        }
    }

    @Test func listsASeriesInReleaseOrderByIdByNameAndByAFilmsTitle() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { run in
                let byID = try await run(["collection", "400002"])
                #expect(byID.status == 0, "\(byID.error)")
                #expect(ids(byID.output) == [100_019, 100_004, 100_018], "\(byID.output)")
                let byTitle = try await run(["collection", "Iron Harbor: Undertow"])
                #expect(ids(byTitle.output) == ids(byID.output), "\(byTitle.error)")
                let byName = try await run(["collection", "iron harbor collection", "--offline"])
                #expect(ids(byName.output) == ids(byID.output), "\(byName.error)")
            }
        }
    }

    @Test func listsFilmsLikeAFilmNeverTheFilmItself() async throws {
        try await withTMDBServer { server in
            try await withMovies(server) { run in
                let similar = try await run(["similar", "100004", "--limit", "5"])
                #expect(similar.status == 0, "\(similar.error)")
                #expect(!ids(similar.output).isEmpty && !ids(similar.output).contains(100_004), "\(similar.output)")
                #expect(requests(to: "movie/100004/recommendations", on: server) == 1)
            }
        }
    }

    @Test func saysACollectionWhosePartsAreMissingHasNoFilms() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.collectionPartsMissing)) { server in
            try await withMovies(server) { run in
                let collection = try await run(["collection", "400002"])
                #expect(collection.status == 0, "\(collection.error)")
                #expect(collection.output.contains("No movies."), "\(collection.output)")
            }
        }
    }

    @Test func findsNothingOnAProviderNoFilmStreamsOnAndKnowsTheOthers() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.providerUnknownID)) { server in
            try await withMovies(server) { run in
                let ghost = try await run(["discover", "--on", "ghost cinema"])
                #expect(ghost.status == 0 && ghost.output.contains("No movies."), "\(ghost.error) \(ghost.output)")
                let netflix = try await run(["discover", "--on", "netflix", "--format", "json"])
                #expect(netflix.status == 0, "\(netflix.error)")
            }
        }
    }

    @Test func listsWhatIsInCinemasAndWhatIsComingAsOfTheServersDay() async throws {
        var faults = ServerFaults()
        faults.calendarStart = day("2016-06-01")
        try await withTMDBServer(faults: faults) { server in
            try await withMovies(server) { run in
                let now = try await run(["now-playing", "--region", "US"])
                #expect(now.status == 0 && ids(now.output).contains(100_004), "\(now.error) \(now.output)")
                let soon = try await run(["upcoming", "--region", "US"])
                #expect(soon.status == 0 && ids(soon.output).contains(100_005), "\(soon.error) \(soon.output)")
                #expect(!ids(soon.output).contains(100_004))
                #expect(
                    requests(to: "movie/now_playing", on: server) == 1
                        && requests(to: "movie/upcoming", on: server) == 1)
            }
        }
    }
}
