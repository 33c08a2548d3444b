import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

/// The built `movies` binary against `movies-api` on loopback, then with the API gone.
@Suite(.serialized)
struct OnlineThenOfflineRunTests {
    static let questions: [[String]] = [
        ["top-grossing", "2016"],
        ["top-rated", "2016", "--limit", "3"],
        ["show", "1"],
        ["show", "7", "--format", "json"],
        ["top-grossing", "2016", "--format", "json"],
    ]

    @Test func answersOfflineWhatItAnsweredOnlineAndSaysHowOld() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("cache/movies.sqlite"))
            let server = try await startFixtureServer()
            let api = ["--api-url", server.baseURL.absoluteString]
            var online: [[String]: MoviesRun] = [:]
            for question in Self.questions {
                online[question] = try await movies.run(question + api)
            }
            await server.stop()

            for question in Self.questions {
                let first = try #require(online[question])
                #expect(first.status == 0, "\(question): \(first.error)")
                #expect(first.error == "", "\(question)")

                let offline = try await movies.run(question + api)
                #expect(offline.status == 0, "\(question): \(offline.error)")
                #expect(offline.output == first.output, "\(question)")
                #expect(
                    offline.error.contains("warning: could not refresh: the movie API is unreachable"),
                    "\(offline.error)")
                #expect(offline.error.contains("showing the answer cached"), "\(offline.error)")
                #expect(offline.error.split(separator: "\n").count == 1, "\(offline.error)")

                let cacheOnly = try await movies.run(question + ["--offline"] + api)
                #expect(cacheOnly.status == 0)
                #expect(cacheOnly.output == first.output)
                #expect(cacheOnly.error.hasPrefix("cached "))
            }
        }
    }

    @Test func printsWhatTheAPIServesAsJSONItsTitleAsTitleAndItsVotes() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            try await withFixtureServer { server async throws in
                let run = try await movies.run([
                    "show", "3", "--format", "json", "--api-url", server.baseURL.absoluteString,
                ])
                var served = try #require(
                    try JSONSerialization.jsonObject(
                        with: Data(contentsOf: apiFixturesFolder.appendingPathComponent("api/movies/3")))
                        as? [String: Any])
                // One name for a film's title in every command's JSON, and its votes, unknown here.
                served["title"] = served.removeValue(forKey: "name")
                served["votes"] = NSNull()
                let printed = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? NSDictionary
                #expect(printed != nil)
                #expect(printed == served as NSDictionary)
            }
        }
    }

    @Test(arguments: [
        (["top-rated", "2017"], Int32(66), "error: not found: top-rated movies of 2017"),
        (["top-grossing", "1999"], 66, "error: not found: top-grossing movies of 1999"),
        (["show", "42"], 66, "error: not found: movie 42"),
        (["show", "abc"], 66, #"error: no movie titled "abc" in the cache of the demo catalogue"#),
        (["show", "0"], 64, "error: the movie id must be a positive number, got 0"),
        (["top-grossing", "16"], 64, "error: the year must have four digits, like 2016; got 16"),
    ])
    func exitsWithTheCodeOfWhatWentWrong(arguments: [String], status: Int32, message: String) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            try await withFixtureServer { server async throws in
                let run = try await movies.run(arguments + ["--api-url", server.baseURL.absoluteString])
                #expect(run.status == status)
                #expect(run.output == "")
                #expect(run.error.hasPrefix(message), "\(run.error)")
            }
        }
    }

    @Test func failsWith69WhenTheAPIIsUnreachableAndNothingIsCached() async throws {
        try await withTemporaryFolder { folder in
            let server = try await startFixtureServer()
            let gone = server.baseURL.absoluteString
            await server.stop()
            let run = try await MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite")).run([
                "show", "1", "--api-url", gone,
            ])
            #expect(run.status == 69)
            #expect(run.output == "")
            #expect(run.error.hasPrefix("error: the movie API is unreachable"))
            #expect(run.error.split(separator: "\n").count == 1)
        }
    }

    @Test func failsWith69OfflineWhenNothingIsCached() async throws {
        try await withTemporaryFolder { folder in
            let run = try await MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite")).run([
                "top-rated", "2016", "--offline",
            ])
            #expect(run.status == 69)
            #expect(run.error == "error: nothing cached for this question yet (run it once online)\n")
        }
    }

    @Test func failsWith74OnACacheThatIsNotADatabaseAndLeavesItAlone() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let garbage = Data(repeating: 0x42, count: 8192)
            try garbage.write(to: cache)
            let run = try await MoviesProcess(cache: cache).run(["show", "1"])
            #expect(run.status == 74)
            #expect(run.error.hasPrefix("error: the cache at \(cache.path) is damaged"))
            #expect(try Data(contentsOf: cache) == garbage)
        }
    }
}
