import Foundation
import MovieKitTestSupport
import Testing

/// The built binary with no API configured answers from the catalogue it carries.
struct BundledCatalogueRunTests {
    @Test func answersFromTheBuiltInCatalogueWhereverItRuns() async throws {
        try await withTemporaryFolder { folder in
            var movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            movies.workingDirectory = folder
            let run = try await movies.run(["top-grossing", "2016", "--limit", "2"])
            #expect(run.status == 0, "\(run.error)")
            #expect(
                run.output == """
                    Id  Title                          Released        Grossing  Rating  Cast
                     1  Finding Dory                   2016-06-17  $486,295,561      74  Ellen DeGeneres, Albert Brooks, Ed O'Neill
                     2  Rouge One - A Star Wars Story  2016-12-16  $424,987,707      79  Felicity Jones, Diego Luna, Alan Tudyk

                    """)
        }
    }

    @Test(arguments: [
        ["--source", "demo", "top-grossing", "2016"], ["--format", "json", "--source=demo", "top-grossing", "2016"],
        ["--offline", "show", "1"], ["--source", "demo", "watchlist"],
    ])
    func takesGlobalOptionsBeforeTheCommandAsAfterIt(typed: [String]) async throws {
        try await withTemporaryFolder { folder in
            let optionCount = typed.firstIndex { !$0.hasPrefix("-") && $0 != "demo" && $0 != "json" } ?? 0
            let after = try await MoviesProcess(cache: folder.appendingPathComponent("after.sqlite")).run(
                Array(typed.dropFirst(optionCount) + typed.prefix(optionCount)))
            let before = try await MoviesProcess(cache: folder.appendingPathComponent("before.sqlite")).run(typed)
            #expect(before.status == after.status && before.error == after.error, "\(before.error)")
            #expect(before.output == after.output)
            #expect(!before.error.contains("unknown option"), "\(before.error)")
        }
    }

    @Test(arguments: [["show", "zootopia"], ["show", "ZOOTOPIA", "--format", "json"]])
    func findsATitleAmongTheFilmsItCarriesWithNothingCached(command: [String]) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let byTitle = try await movies.run(command)
            let byID = try await movies.run(["show", "7"] + command.dropFirst(2))
            #expect(byTitle.status == 0, "\(byTitle.error)")
            #expect(byTitle.output.contains("Zootopia") && byTitle.output == byID.output)
            let offline = try await movies.run(command + ["--offline"])
            #expect(offline.status == 0 && offline.output == byID.output, "\(offline.error)")
        }
    }

    @Test func namesTheCatalogueWhenNoFilmItCarriesHasTheTitle() async throws {
        try await withTemporaryFolder { folder in
            let run = try await MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite")).run([
                "show", "zootopolis",
            ])
            #expect(run.status == 66)
            #expect(run.error == "error: no movie titled \"zootopolis\" in the demo catalogue\n")
        }
    }

    @Test func savesTheBuiltInAnswersForOfflineUse() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let online = try await movies.run(["show", "6"])
            let offline = try await movies.run(["show", "6", "--offline"])
            #expect(online.output.hasPrefix("Deadpool (2016)"))
            #expect(offline.output == online.output)
        }
    }

    @Test func createsTheCacheUnderXDGCacheHome() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("unused"))
            let run = try await movies.run(
                ["show", "2"], environment: ["MOVIES_CACHE": "", "XDG_CACHE_HOME": folder.path])
            #expect(run.status == 0)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("movies/movies.sqlite").path))
        }
    }
}
