import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// "Did you mean" end to end: a mistyped command at any level, genre, service, region or
/// person's name is answered with the closest names the tool knows (one line, exit 64), and a
/// genre is taken under any source's name for it.
@Suite(.serialized)
struct DidYouMeanRunTests {
    private static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    /// Runs `body` with a way to run `movies` with `--source tmdb` against `server`, on a new cache.
    private func withTMDB(_ body: (([String]) async throws -> MoviesRun) async throws -> Void) async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                try await body { arguments in
                    try await movies.run(
                        arguments + [
                            "--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60",
                        ],
                        environment: Self.keyEnvironment)
                }
            }
        }
    }

    @Test(arguments: [
        (["shwo", "1"], "unknown command 'shwo'. Did you mean 'show'?"),
        (["watchlist", "ad", "Arrival"], "unknown command 'watchlist ad'. Did you mean 'watchlist add'?"),
        (["cache", "inof", "--offline"], "unknown command 'cache inof'. Did you mean 'cache info'?"),
        (["frobnicate", "1"], "unknown command 'frobnicate'. See 'movies --help'."),
        (["config", "frobnicate"], "unknown command 'config frobnicate'. See 'movies config --help'."),
    ])
    func aMistypedCommandAtAnyLevelIsNamedWithTheClosestCommand(arguments: [String], message: String) async throws {
        try await withTemporaryFolder { folder in
            let run = try await MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite")).run(arguments)
            #expect(run.status == 64)
            #expect(run.error == "error: \(message)\n")
            #expect(run.output.isEmpty)
        }
    }

    @Test func aMistypedGenreSuggestsTheClosestAloneAndSaysWhereTheListIs() async throws {
        try await withTMDB { run in
            for (typed, meant) in [("scifi", "Science Fiction"), ("dramma", "Drama"), ("Thriler", "Thriller")] {
                let refused = try await run(["discover", "--genre", typed])
                #expect(refused.status == 64)
                #expect(
                    refused.error
                        == "error: no genre is called \"\(typed)\"; did you mean \"\(meant)\"? (`movies genres` lists them)\n",
                    "\(refused.error)")
            }
        }
    }

    @Test func aGenreCloseToNoneListsTheGenresAlphabetically() async throws {
        try await withTMDB { run in
            let refused = try await run(["discover", "--genre", "qwxzv"])
            #expect(refused.status == 64 && !refused.error.contains("did you mean"), "\(refused.error)")
            #expect(refused.error.split(separator: "\n").count == 1, "\(refused.error)")
            let listed = try #require(refused.error.split(separator: ": ").last)
            let names = listed.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: ", ")
            #expect(names.count > 10 && names.contains("Science Fiction"), "\(names)")
            #expect(names == names.sorted { $0.lowercased() < $1.lowercased() }, "\(names)")
        }
    }

    @Test func tmdbTakesAGenreUnderIMDbsName() async throws {
        try await withTMDB { run in
            let byTMDBName = try await run(["discover", "--genre", "Science Fiction", "--format", "json"])
            #expect(byTMDBName.status == 0, "\(byTMDBName.error)")
            let byIMDbName = try await run(["discover", "--genre", "sci-fi", "--format", "json"])
            #expect(byIMDbName.status == 0, "\(byIMDbName.error)")
            #expect(byIMDbName.output == byTMDBName.output)
        }
    }

    @Test func imdbTakesAGenreUnderTMDBsName() async throws {
        try await IMDbRunner.imported { runner in
            let byIMDbName = try await runner.ids(["discover", "--genre", "Sci-Fi"])
            #expect(!byIMDbName.isEmpty)
            #expect(try await runner.ids(["discover", "--genre", "science fiction"]) == byIMDbName)
        }
    }

    @Test func aMistypedServiceSuggestsTheClosest() async throws {
        try await withTMDB { run in
            let refused = try await run(["discover", "--on", "netflx", "--region", "US"])
            #expect(refused.status == 64)
            #expect(refused.error.split(separator: "\n").count == 1, "\(refused.error)")
            #expect(
                refused.error.contains("no provider is called \"netflx\" in US; did you mean \"Netflix\"?"),
                "\(refused.error)")
        }
    }

    @Test func aMistypedRegionSuggestsTheClosest() async throws {
        try await withTMDB { run in
            for (typed, meant) in [("germany", "DE"), ("Untied States", "US")] {
                let refused = try await run(["discover", "--on", "netflix", "--region", typed])
                #expect(refused.status == 64)
                // A usage error of ArgumentParser's, as every option that does not read: its first line says why.
                let why = refused.error.split(separator: "\n").first ?? ""
                #expect(why.contains("got \"\(typed)\": did you mean \(meant) ("), "\(refused.error)")
            }
            let unknownCode = try await run(["show", "100001", "--region", "QQ"])
            #expect(unknownCode.status == 64 && unknownCode.error.contains("\"QQ\""), "\(unknownCode.error)")
        }
    }

    @Test func aMistypedNameFindsTheCachedPersonItComesClosestTo() async throws {
        try await MoviesProcess.withFilledCache(asking: [["top-grossing", "2016"], ["top-rated", "2016"]]) {
            movies, _ in
            let exact = try await movies.run(["actor", "Ginnifer Goodwin", "--format", "csv"])
            #expect(exact.status == 0 && exact.output.contains("Zootopia"), "\(exact.error)")
            let mistyped = try await movies.run(["actor", "ginifer godwin", "--format", "csv"])
            #expect(mistyped.status == 0, "\(mistyped.error)")
            #expect(mistyped.output == exact.output)
            #expect(mistyped.error.contains("the films of Ginnifer Goodwin"), "\(mistyped.error)")
            let nobody = try await movies.run(["actor", "qwxzv plmkj", "--format", "csv"])
            #expect(!nobody.output.contains("Zootopia"))
        }
    }
}
