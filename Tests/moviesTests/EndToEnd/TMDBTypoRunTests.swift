import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Typos against `movies-api --dialect tmdb`, whose search forgives none: a person is looked for
/// among the cached people first, and a search that finds nothing names the closest cached titles.
struct TMDBTypoRunTests {
    /// Runs `body` with a way to run `movies` against `server`, on a new cache holding 2016's films.
    private func withCachedYear(
        _ server: TMDBTestServer, _ body: (([String]) async throws -> MoviesRun) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let run = { (arguments: [String]) in try await movies.run(arguments, against: server) }
            #expect(try await run(["top-grossing", "2016"]).status == 0)
            try await body(run)
        }
    }

    @Test func aMistypedNameOfACachedPersonIsAskedOfTheSourceByTheirOwnName() async throws {
        try await withTMDBServer { server in
            try await withCachedYear(server) { run in
                let found = try await run(["actor", "zoe", "marchetty", "--format", "csv"])
                #expect(found.status == 0, "\(found.error)")
                #expect(found.output.contains("The Paper Lantern") && found.output.contains("Saltwater"))
                let said = found.error.components(separatedBy: "\n").filter { !$0.isEmpty }
                #expect(said == ["the films of Zoë Marchetti"], "said once: \(found.error)")

                let nobody = try await run(["actor", "qqq", "zzzxx"])
                #expect(nobody.status == 66, "a name close to no one is the source's to find: \(nobody.error)")
            }
        }
    }

    @Test func aSearchThatFindsNothingNamesTheClosestCachedTitlesInOneLine() async throws {
        try await withTMDBServer { server in
            try await withCachedYear(server) { run in
                let typo = try await run(["search", "midnite", "leger"])
                #expect(typo.status == 0 && typo.output == "No movies.\n", "\(typo.output)")
                #expect(
                    typo.error
                        == "no film matches \"midnite leger\"; the closest cached: Midnight Ledger (2016, 100008)\n",
                    "\(typo.error)")

                let nonsense = try await run(["search", "qqqzzz"])
                #expect(nonsense.status == 0 && nonsense.error.isEmpty, "nonsense suggests nothing: \(nonsense.error)")
            }
        }
    }
}
