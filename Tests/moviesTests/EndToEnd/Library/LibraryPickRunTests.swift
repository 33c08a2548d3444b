import Foundation
import MovieKitTestSupport
import Testing

/// `movies pick` against `movies-api --dialect tmdb` over loopback: a film of your watchlist,
/// only one that discover's filters let through, the films not cached fetched first online and
/// left out offline.
struct LibraryPickRunTests {
    /// Northern Signal (131 minutes, science fiction), Glass Meridian (139, science fiction) and
    /// The Red Desert (101, western), put on the watchlist by id offline: nothing is cached.
    private static let watchlist = [100_010, 100_013, 100_022]

    private func addUncached(_ ids: [Int], _ runner: LibraryRunner) async throws {
        for id in ids {
            let added = try await runner.run(["watchlist", "add", String(id), "--offline"])
            #expect(added.status == 0, "\(added.error)")
        }
    }

    /// The id of the film `pick` printed as JSON.
    private func picked(_ run: MoviesRun) throws -> Int? {
        #expect(run.status == 0, "\(run.error)")
        let entries = try LibraryJSON.entries(run.output)
        #expect(entries.count == 1, "\(run.output)")
        return entries.first?["id"] as? Int
    }

    @Test func picksAFilmOfTheWatchlistEachTime() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await addUncached(Self.watchlist, runner)
                var picks: Set<Int> = []
                for _ in 0..<12 {
                    let pick = try await runner.run(["pick", "--format", "json"])
                    let id = try picked(pick)
                    #expect(id.map(Self.watchlist.contains) == true, "\(pick.output)")
                    if let id { picks.insert(id) }
                }
                // At random: twelve picks of one film of three happen once in 177,000 runs.
                #expect(picks.count > 1, "\(picks)")
                #expect(server.counts().total() == 0, "with no filter nothing is asked")
            }
        }
    }

    @Test(arguments: [
        (["--runtime", "0-120"], Set([100_022])),
        (["--genre", "science fiction"], Set([100_010, 100_013])),
        (["--genre", "Western", "--runtime", "90-110"], Set([100_022])),
    ])
    func fetchesTheUncachedFilmsOnlineThenPicksOnlyOneThatPasses(filters: [String], passing: Set<Int>) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await addUncached(Self.watchlist, runner)
                let first = try await runner.ask(["pick", "--format", "json"] + filters)
                #expect(try picked(first).map(passing.contains) == true, "\(first.output)")
                #expect(server.counts().details() == 3, "each film of the watchlist fetched once")
                for _ in 0..<4 {
                    let again = try await runner.ask(["pick", "--format", "json", "--offline"] + filters)
                    #expect(try picked(again).map(passing.contains) == true, "\(again.output)")
                }
                #expect(server.counts().details() == 3)
            }
        }
    }

    @Test func offlineLeavesOutTheFilmsNotCachedSayingSo() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await addUncached([100_010, 100_013], runner)
                #expect(try await runner.ask(["watchlist", "add", "100022"]).status == 0, "cached by adding online")
                for _ in 0..<4 {
                    let pick = try await runner.run(["pick", "--runtime", "0-200", "--format", "json", "--offline"])
                    #expect(try picked(pick) == 100_022, "\(pick.output)")
                    #expect(pick.error.contains("2 films on your watchlist are not cached"), "\(pick.error)")
                    #expect(pick.error.contains("run without --offline"), "\(pick.error)")
                }
                #expect(server.counts().details() == 1)
            }
        }
    }

    @Test func showsThePickedFilmAsACardWithItsRuntimeAndWhereItStreamsForYou() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await addUncached([100_001], runner)
                let environment = runner.environment.merging(["MOVIES_REGION": "US", "MOVIES_SERVICES": "mubi"]) { $1 }
                let pick = try await runner.movies.run(["pick", "--timeout", "60"], environment: environment)
                #expect(pick.status == 0, "\(pick.error)")
                let lines = pick.output.split(separator: "\n").map(String.init)
                #expect(lines.first == "The Paper Lantern (2016)", "\(pick.output)")
                #expect(lines.contains("  Runtime   1 h 48 min"), "\(pick.output)")
                #expect(lines.contains("  Stream    * Mubi (US)"), "\(pick.output)")
                #expect(lines.contains("  Id        100001"), "\(pick.output)")
                #expect(pick.output.contains("JustWatch"), "its data is credited")
                #expect(lines.count <= 6, "a short card: \(pick.output)")
            }
        }
    }

    @Test func offlineTheCardOfAFilmNotCachedSaysWhyItIsShort() async throws {
        try await LibraryRunner.with(nil) { runner in
            try await addUncached([100_010], runner)
            let pick = try await runner.run(["pick", "--offline"])
            #expect(pick.status == 0, "\(pick.error)")
            #expect(pick.output == "film 100010\n  Id        100010\n", "\(pick.output)")
            #expect(pick.error.contains("its page is not cached; run without --offline"), "\(pick.error)")
        }
    }

    @Test func againPicksAnotherFilmThanTheOneShownLastKeepingItBesideTheCache() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await addUncached(Self.watchlist, runner)
                var last = try picked(try await runner.run(["pick", "--format", "json"]))
                let library = runner.libraryBytes()
                for _ in 0..<6 {
                    let again = try picked(try await runner.run(["pick", "--again", "--format", "json"]))
                    #expect(again != nil && again != last, "picked \(again ?? 0) again")
                    last = again
                }
                #expect(runner.libraryBytes() == library, "a pick never writes your library")
                let kept = runner.movies.cache.deletingLastPathComponent().appendingPathComponent("movies-last-pick")
                #expect(FileManager.default.fileExists(atPath: kept.path))
                #expect(
                    try picked(try await runner.ask(["pick", "--runtime", "0-120", "--format", "json"])) == 100_022)
                let only = try await runner.run([
                    "pick", "--again", "--runtime", "0-120", "--offline", "--format", "json",
                ])
                #expect(try picked(only) == 100_022)
                #expect(only.error.contains("the only one that passes"), "\(only.error)")
            }
        }
    }

    @Test func saysNoneOfTheWatchlistPassesTheFilters() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await addUncached(Self.watchlist, runner)
                let none = try await runner.ask(["pick", "--runtime", "0-60"])
                #expect(none.status == 66 && none.error.contains("none of the 3 films"), "\(none)")
            }
        }
    }

    @Test func anEmptyWatchlistHasNothingToPick() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let empty = try await runner.run(["pick"])
                #expect(empty.status == 66 && empty.error.contains("is empty"), "\(empty)")
                #expect(empty.error.split(separator: "\n").count == 1)
                #expect(!FileManager.default.fileExists(atPath: runner.libraryFile.path), "nothing is created to pick")
            }
        }
    }
}
