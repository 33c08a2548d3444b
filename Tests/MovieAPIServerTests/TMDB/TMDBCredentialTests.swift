import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// The TMDB dialect asks for its v3 key or its read access token, either way, as TMDB does.
struct TMDBCredentialTests {
    static let invalidKey = TMDBWire.Status(
        statusCode: 7, statusMessage: "Invalid API key: You must be granted a valid key.", success: false)

    @Test(arguments: [
        TMDBTestServer.Credential.fixtureToken, .fixtureKey,
        .both(readAccessToken: "wrong", apiKey: TMDBFixtureCredentials.apiKey),
        .both(readAccessToken: TMDBFixtureCredentials.readAccessToken, apiKey: "wrong"),
    ])
    func acceptsTheKeyOrTheTokenEitherWay(credential: TMDBTestServer.Credential) async throws {
        try await withTMDBServer { server async throws in
            #expect(try await server.get("movie/100001", credential: credential).status == 200)
            #expect(try await server.get("discover/movie", credential: credential).status == 200)
        }
    }

    @Test(arguments: [
        TMDBTestServer.Credential.none, .readAccessToken("eyJ.not.this"), .apiKey("not-this-key"),
        .apiKey(TMDBFixtureCredentials.readAccessToken), .readAccessToken(TMDBFixtureCredentials.apiKey),
        .both(readAccessToken: "wrong", apiKey: "wrong"),
    ])
    func refusesAMissingOrWrongCredentialWith401Code7(credential: TMDBTestServer.Credential) async throws {
        try await withTMDBServer { server async throws in
            for path in ["movie/100001", "discover/movie", "authentication"] {
                let response = try await server.get(path, credential: credential)
                #expect(response.status == 401)
                #expect(try JSONDecoder().decode(TMDBWire.Status.self, from: response.body) == Self.invalidKey)
            }
        }
    }

    @Test func confirmsAGoodCredentialOnAuthentication() async throws {
        try await withTMDBServer { server async throws in
            for credential in [TMDBTestServer.Credential.fixtureToken, .fixtureKey] {
                let response = try await server.get("authentication", credential: credential)
                #expect(response.status == 200)
                #expect(
                    try JSONDecoder().decode(TMDBWire.Status.self, from: response.body)
                        == TMDBWire.Status(statusCode: 1, statusMessage: "Success.", success: true))
            }
        }
    }

    @Test func acceptsOnlyTheCredentialsItWasGiven() async throws {
        try await withTMDBServer(apiKey: "k-123", readAccessToken: "eyJother") { server async throws in
            #expect(try await server.get("authentication", credential: .apiKey("k-123")).status == 200)
            #expect(try await server.get("authentication", credential: .readAccessToken("eyJother")).status == 200)
            #expect(try await server.get("authentication", credential: .fixtureKey).status == 401)
            #expect(try await server.get("authentication", credential: .fixtureToken).status == 401)
        }
    }

    @Test func readsTheBearerSchemeInAnyCase() async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get(
                "authentication", credential: .none,
                headers: ["Authorization": "bearer \(TMDBFixtureCredentials.readAccessToken)"])
            #expect(response.status == 200)
        }
    }
}
