import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The credential goes to TMDB's origin, only there, and never follows a redirect elsewhere.
struct TMDBCredentialAdapterTests {
    static let origin = APIOrigin(TMDBTestData.baseURL)!

    private func adapt(_ url: String, with credential: TMDBCredential) async throws -> HTTPRequest {
        let adapter = TMDBCredentialAdapter(credential: credential, origin: Self.origin)
        return try await adapter.adapt(HTTPRequest(url: try #require(URL(string: url))))
    }

    @Test func sendsAReadAccessTokenAsABearerHeader() async throws {
        let request = try await adapt(
            "https://api.themoviedb.org/3/movie/1?append_to_response=credits",
            with: .readAccessToken(TMDBTestData.token))
        #expect(request.headers["Authorization"] == "Bearer \(TMDBTestData.token)")
        #expect(request.url.absoluteString == "https://api.themoviedb.org/3/movie/1?append_to_response=credits")
    }

    @Test func sendsAV3KeyAsTheApiKeyQueryItem() async throws {
        let request = try await adapt(
            "https://api.themoviedb.org/3/movie/1?append_to_response=credits", with: .apiKey(TMDBTestData.key))
        #expect(request.headers["Authorization"] == nil)
        #expect(
            request.url.absoluteString
                == "https://api.themoviedb.org/3/movie/1?append_to_response=credits&api_key=\(TMDBTestData.key)")
    }

    @Test func keepsTheQueryEncodedAsItWasWhenAddingTheKey() async throws {
        let request = try await adapt(
            "https://api.themoviedb.org/3/search/movie?query=a%2Bb%26c%20d", with: .apiKey(TMDBTestData.key))
        #expect(
            request.url.absoluteString
                == "https://api.themoviedb.org/3/search/movie?query=a%2Bb%26c%20d&api_key=\(TMDBTestData.key)")
    }

    @Test(arguments: [
        "http://api.themoviedb.org/3/movie/1",
        "https://api.themoviedb.org:8443/3/movie/1",
        "https://www.themoviedb.org/3/movie/1",
        "https://evil.example/3/movie/1?api_key=\(TMDBTestData.key)&page=2",
    ])
    func sendsNeitherKindToAnotherOrigin(url: String) async throws {
        for credential in [TMDBCredential.readAccessToken(TMDBTestData.token), .apiKey(TMDBTestData.key)] {
            let request = try await adapt(url, with: credential)
            #expect(request.headers["Authorization"] == nil)
            #expect(!request.url.absoluteString.contains(credential.value))
            #expect(!request.url.absoluteString.contains("api_key"))
        }
    }

    @Test(arguments: [TMDBCredential.readAccessToken(TMDBTestData.token), .apiKey(TMDBTestData.key)])
    func doesNotFollowARedirectToAnotherOrigin(credential: TMDBCredential) async throws {
        let transport = StubTransport { request throws(TransportError) in
            guard request.url.host == "api.themoviedb.org" else {
                return HTTPResponse(status: 200, body: Data("{}".utf8))
            }
            // A hostile redirect that even copies the query, key and all, into its Location.
            let query = request.url.query.map { "?" + $0 } ?? ""
            return HTTPResponse(status: 302, headers: ["Location": "https://evil.example/steal\(query)"])
        }
        _ = try await TMDBTestData.client(transport, credential: credential).body(of: TMDBEndpoint.authentication)

        let sent = transport.requests
        #expect(sent.map { $0.url.host ?? "" } == ["api.themoviedb.org", "evil.example"])
        #expect(sent[0].headers["Authorization"] != nil || sent[0].url.query?.contains(credential.value) == true)
        #expect(sent[1].headers["Authorization"] == nil)
        #expect(!sent[1].url.absoluteString.contains(credential.value))
    }

    @Test func signsAgainAfterARedirectWithinTheOrigin() async throws {
        let transport = StubTransport { request throws(TransportError) in
            request.url.path == "/3/authentication"
                ? HTTPResponse(status: 301, headers: ["Location": "/3/authentication/moved"])
                : HTTPResponse(status: 200, body: Data("{}".utf8))
        }
        _ = try await TMDBTestData.client(transport, credential: .apiKey(TMDBTestData.key)).body(
            of: TMDBEndpoint.authentication)
        #expect(
            transport.requests.map(\.url.absoluteString) == [
                "https://api.themoviedb.org/3/authentication?api_key=\(TMDBTestData.key)",
                "https://api.themoviedb.org/3/authentication/moved?api_key=\(TMDBTestData.key)",
            ])
    }

    @Test func sendsNothingWithoutACredentialAndSaysHowToGetOne() async throws {
        let transport = StubTransport(status: 200, body: "{}")
        await #expect {
            _ = try await TMDBTestData.client(transport, credential: nil).body(of: TMDBEndpoint.movie(id: 1))
        } throws: { error in
            guard case .credentialMissing(let message) = error as? MovieServiceError else { return false }
            return ["TMDB_API_TOKEN", "TMDB_API_KEY", "movies login tmdb", "https://www.themoviedb.org/settings/api"]
                .allSatisfy(message.contains) && !message.contains("\n")
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func warnsOnceWhenTheCredentialWouldCrossTheNetworkInTheClear() async throws {
        let log = LogRecorder()
        let base = try #require(URL(string: "http://tmdb-proxy.example/3/"))
        let origin = try #require(APIOrigin(base))
        let adapter = TMDBCredentialAdapter(credential: .apiKey(TMDBTestData.key), origin: origin, logger: log.logger())
        let request = HTTPRequest(url: try #require(URL(string: "http://tmdb-proxy.example/3/movie/1")))
        _ = try await adapter.adapt(request)
        _ = try await adapter.adapt(request)
        #expect(log.recorded.count == 1)
        #expect(log.text.contains("plain http to tmdb-proxy.example"))
        #expect(!log.text.contains(TMDBTestData.key))
    }
}
