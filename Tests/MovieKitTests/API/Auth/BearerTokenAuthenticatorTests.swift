import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct BearerTokenAuthenticatorTests {
    static func authenticator(_ base: String, log: LogRecorder = LogRecorder()) throws -> BearerTokenAuthenticator {
        let url = try #require(URL(string: base))
        return BearerTokenAuthenticator(
            origin: try #require(APIOrigin(url)),
            authClient: APIClient(baseURL: url, transport: StubTransport(status: 200, body: "t")),
            store: nil, logger: log.logger())
    }

    static let token = BearerToken("abc")!

    @Test(arguments: [
        ("https://movies.example/api/movies/1", true),
        ("https://movies.example:443/v2/movies/1", true),
        ("http://movies.example/api/movies/1", false),
        ("https://movies.example:8443/api/movies/1", false),
        ("https://cdn.movies.example/api/movies/1", false),
        ("https://evil.example/api/movies/1", false),
    ])
    func signsOnlyRequestsToTheAPIsOwnOrigin(url: String, signed: Bool) throws {
        let request = HTTPRequest(url: try #require(URL(string: url)))
        let adapted = try Self.authenticator("https://movies.example/api/").apply(Self.token, to: request)
        #expect((adapted.headers["Authorization"] == "Bearer abc") == signed)
    }

    @Test func warnsOnceWhenATokenWouldCrossTheNetworkInTheClear() throws {
        let log = LogRecorder()
        let authenticator = try Self.authenticator("http://movies.example/api/", log: log)
        let request = HTTPRequest(url: try #require(URL(string: "http://movies.example/api/movies/1")))
        _ = authenticator.apply(Self.token, to: request)
        _ = authenticator.apply(Self.token, to: request)
        #expect(log.recorded.count == 1)
        #expect(log.text.contains("plain http to movies.example"))
        #expect(!log.text.contains("abc"))
    }

    @Test(arguments: ["http://127.0.0.1:8080/api/", "http://localhost/api/", "https://movies.example/api/"])
    func doesNotWarnOnLoopbackOrHTTPS(base: String) throws {
        let log = LogRecorder()
        let url = try #require(URL(string: base))
        _ = try Self.authenticator(base, log: log).apply(
            Self.token, to: HTTPRequest(url: url.appendingPathComponent("movies/1")))
        #expect(log.recorded.isEmpty)
    }

    @Test func trimsTheTokenTheAuthRouteSends() async throws {
        let url = try #require(URL(string: "https://movies.example/api/"))
        let authenticator = BearerTokenAuthenticator(
            origin: try #require(APIOrigin(url)),
            authClient: APIClient(baseURL: url, transport: StubTransport(status: 200, body: "  demo-token-2016\n")),
            store: nil)
        #expect(try await authenticator.refresh(nil).value == "demo-token-2016")
    }
}
