import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// A session made with one API is never used with another: a command asked to use another API
/// (`--api-url`) sends nothing to the session's (neither the credential nor the session id) and
/// says in one line whose the session is and how to log in again.
@Suite(.serialized)
struct AccountSessionOriginRunTests {
    static let env = AccountLinkRunTests.keyEnvironment

    @Test func aRatingAskedOfAnotherAPIThanTheSessionsSendsNothingToTheSessionsAndSaysHowToLogInAgain()
        async throws
    {
        try await withTMDBServer { sessions in
            try await withTMDBServer { asked in
                try await withTemporaryFolder { folder in
                    let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                    #expect(try await AccountLinkRunTests.login(movies, at: sessions, in: folder).status == 0)
                    let before = sessions.counts()

                    let rate = try await movies.run(
                        ["rate", "100001", "8", "--source", "tmdb", "--api-url", asked.baseURL.absoluteString],
                        environment: Self.env)

                    #expect(rate.status == 0, "\(rate.error)")
                    #expect(sessions.counts() == before, "a request reached the session's API")
                    #expect(
                        asked.counts().all.count(where: { $0.hasPrefix("/3/account") || $0.hasSuffix("/rating") }) == 0,
                        "the session was sent to the API asked")
                    #expect(
                        rate.error.contains("belongs to another API (\(sessions.baseURL.absoluteString))"),
                        "\(rate.error)")
                    #expect(
                        rate.error.contains("movies account login --api-url \(asked.baseURL.absoluteString)"),
                        "\(rate.error)")
                    let ratings = try await movies.run(["ratings", "--source", "tmdb", "--format", "csv"])
                    #expect(ratings.output.contains("100001"), "the rating was not kept here: \(ratings.output)")
                }
            }
        }
    }
}
