import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct APIClientLoggingTests {
    @Test func logsEachRequestWithItsStatusButNoCredentials() async throws {
        let log = LogRecorder()
        let transport = StubTransport(status: 200, body: "{}")
        let client = APIClient(
            baseURL: try #require(URL(string: "https://ann:pa55@movies.example/api/")), transport: transport,
            logger: log.logger())
        _ = try await client.body(of: .movie(id: 1))
        #expect(log.text.contains("GET https://movies.example/api/movies/1 (attempt 1)"))
        #expect(log.text.contains("GET https://movies.example/api/movies/1 → HTTP 200 in "))
        #expect(!log.text.contains("pa55"))
    }
}
