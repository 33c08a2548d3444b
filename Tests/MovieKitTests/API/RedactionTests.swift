import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct RedactionTests {
    static let key = "0123456789abcdef0123456789abcdef"

    @Test(arguments: [
        (
            "https://api.themoviedb.org/3/movie/1?api_key=\(key)&append_to_response=credits",
            "https://api.themoviedb.org/3/movie/1?api_key=<redacted>&append_to_response=credits"
        ),
        ("https://ann:pa55@movies.example/api/movies/1", "https://movies.example/api/movies/1"),
        (
            "https://api.themoviedb.org/3/discover/movie?page=2&API_KEY=\(key)",
            "https://api.themoviedb.org/3/discover/movie?page=2&API_KEY=<redacted>"
        ),
    ])
    func describesAURLWithoutItsSecrets(url: String, described: String) throws {
        #expect(Redaction.describe(try #require(URL(string: url))) == described)
    }

    @Test(arguments: [
        (
            "bad URL (https://api.themoviedb.org/3/movie/1?api_key=\(key))",
            "bad URL (https://api.themoviedb.org/3/movie/1?api_key=<redacted>)"
        ),
        (
            "failed: \"…?api_key=\(key)&page=1\" and api_key=\(key)",
            "failed: \"…?api_key=<redacted>&page=1\" and api_key=<redacted>"
        ),
        ("café → api_key=\(key), 東京 api_key=abc", "café → api_key=<redacted>, 東京 api_key=<redacted>"),
        ("nothing secret here", "nothing secret here"),
    ])
    func redactsSecretsQuotedInText(text: String, redacted: String) {
        #expect(Redaction.redact(text) == redacted)
    }

    @Test func logsRequestsAndTransportErrorsWithoutTheKey() async throws {
        let log = LogRecorder()
        let transport = StubTransport(
            failing: .connectionLost("reset while reading https://api.themoviedb.org/3/movie/1?api_key=\(Self.key)"))
        let client = APIClient.tmdb(
            credential: .apiKey(Self.key), transport: transport, retryPolicy: makeQuickRetryPolicy(retryLimit: 1),
            logger: log.logger())
        await #expect {
            _ = try await client.body(of: TMDBEndpoint.movie(id: 1))
        } throws: { error in
            "\(error)".contains("api_key=<redacted>") && !"\(error)".contains(Self.key)
        }
        #expect(transport.requests.count == 2)
        #expect(transport.requests.allSatisfy { $0.url.query?.contains(Self.key) == true })
        #expect(
            log.text.contains(
                "GET https://api.themoviedb.org/3/movie/1?append_to_response=credits%2Cwatch%2Fproviders%2Cvideos%2Cexternal_ids%2Crelease_dates%2Crecommendations&include_video_language=en%2Cnull&api_key=<redacted> (attempt 1)"
            ))
        #expect(!log.text.contains(Self.key))
    }
}
