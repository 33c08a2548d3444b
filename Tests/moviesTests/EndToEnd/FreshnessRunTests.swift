import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

/// `--max-age` and the API's own `Cache-Control: max-age`, with the built binary and the
/// in-process `movies-api`, which is stopped before the second run so asking it would show.
@Suite(.serialized)
struct FreshnessRunTests {
    private func answerOnlineThenWithTheAPIGone(
        serverMaxAge: Int, secondRun: [String]
    ) async throws -> (first: MoviesRun, second: MoviesRun) {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let server = try await MovieAPIServer(
                configuration: .init(fixtures: FixtureFiles(contentsOf: apiFixturesFolder), maxAge: serverMaxAge)
            ).start()
            let api = ["--api-url", server.baseURL.absoluteString]
            let first = try await movies.run(["top-rated", "2016"] + api)
            await server.stop()
            return (first, try await movies.run(secondRun + api))
        }
    }

    @Test func aCachedAnswerWithinMaxAgeIsTheOnlyAnswer() async throws {
        let (first, second) = try await answerOnlineThenWithTheAPIGone(
            serverMaxAge: 0, secondRun: ["top-rated", "2016", "--max-age", "1h"])
        #expect(second.status == 0, "\(second.error)")
        #expect(second.output == first.output)
        #expect(second.error.hasPrefix("cached "), "\(second.error)")
        #expect(second.error.contains("recent enough not to ask the API"))
        #expect(!second.error.contains("warning"))
    }

    @Test func theAPIsMaxAgeIsHonouredWhenNoneIsGiven() async throws {
        let (first, second) = try await answerOnlineThenWithTheAPIGone(
            serverMaxAge: 3600, secondRun: ["top-rated", "2016"])
        #expect(second.status == 0)
        #expect(second.output == first.output)
        #expect(second.error.contains("recent enough not to ask the API"), "\(second.error)")
    }

    @Test func anAnswerPastTheAPIsMaxAgeIsRefreshed() async throws {
        let (_, second) = try await answerOnlineThenWithTheAPIGone(serverMaxAge: 0, secondRun: ["top-rated", "2016"])
        #expect(second.status == 0)
        #expect(second.error.contains("warning: could not refresh"), "\(second.error)")
    }
}
