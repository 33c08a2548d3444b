import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct APIClientTests {
    let baseURL = URL(string: "https://movies.example/api/")!

    @Test func followsARedirectToWhereTheBodyIs() async throws {
        let transport = StubTransport { request throws(TransportError) in
            request.url.path == "/api/movies/1"
                ? HTTPResponse(status: 301, headers: ["Location": "/v2/movies/1"])
                : HTTPResponse(status: 200, body: Data("{}".utf8))
        }
        let body = try await APIClient(baseURL: baseURL, transport: transport).body(of: .movie(id: 1))

        #expect(body == Data("{}".utf8))
        #expect(
            transport.requests.map(\.url.absoluteString) == [
                "https://movies.example/api/movies/1", "https://movies.example/v2/movies/1",
            ])
    }

    @Test func givesUpOnARedirectLoop() async {
        let transport = StubTransport(status: 302, body: "", headers: ["Location": "/api/movies/1"])
        await #expect(throws: MovieServiceError.unreachable("more than 5 redirects for movie 1")) {
            try await APIClient(baseURL: baseURL, transport: transport).body(of: .movie(id: 1))
        }
        #expect(transport.requests.count == APIClient.maximumRedirects + 1)
    }

    @Test func failsARedirectWithoutALocation() async {
        let transport = StubTransport(status: 307, body: "")
        await #expect(throws: MovieServiceError.httpStatus(307)) {
            try await APIClient(baseURL: baseURL, transport: transport).body(of: .auth)
        }
    }
}
