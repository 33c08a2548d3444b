import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

struct MovieAPIServerTests {
    // Generous: on a loaded machine the helper alone can take seconds to start; these tests prove behaviour, not speed.
    let transport = NetworkHelperTransport(timeout: 30)

    private func get(
        _ path: String, from server: RunningMovieAPIServer, method: HTTPRequest.Method = .get
    ) async throws -> HTTPResponse {
        let url = try #require(URL(string: path, relativeTo: server.baseURL))
        return try await transport.send(HTTPRequest(method: method, url: url))
    }

    @Test func announcesALoopbackBaseURLWithTheAPIPrefix() async throws {
        try await withFixtureServer { server async throws in
            let url = server.baseURL
            #expect(url.scheme == "http")
            #expect(url.host == "127.0.0.1")
            #expect((url.port ?? 0) > 0)
            #expect(url.path == "/api")
            #expect(url.absoluteString.hasSuffix("/api/"))
        }
    }

    @Test func servesEachFixtureFileAsItIsOnDisk() async throws {
        try await withFixtureServer { server async throws in
            for path in ["movies/1", "movies/10", "movies/topGrossing/2016", "movies/topRated/2016", "auth"] {
                let response = try await get(path, from: server)
                #expect(response.status == 200)
                #expect(
                    response.body == (try Data(contentsOf: apiFixturesFolder.appendingPathComponent("api/" + path))))
            }
        }
    }

    @Test func labelsJSONAsJSONAndTheTokenAsText() async throws {
        try await withFixtureServer { server async throws in
            #expect(try await get("movies/1", from: server).headers["content-type"] == "application/json")
            #expect(try await get("auth", from: server).headers["Content-Type"]?.hasPrefix("text/plain") == true)
        }
    }

    @Test(arguments: ["movies/11", "movies/topGrossing/2017", "movies", "movies/", "../Package.swift", "nothing/here"])
    func answers404ForWhatItDoesNotHave(path: String) async throws {
        try await withFixtureServer { server async throws in
            #expect(try await get(path, from: server).status == 404)
        }
    }

    @Test func answersHEADWithoutABody() async throws {
        try await withFixtureServer { server async throws in
            let response = try await get("movies/1", from: server, method: .head)
            #expect(response.status == 200)
            #expect(response.body.isEmpty)
        }
    }

    @Test func refusesOtherMethods() async throws {
        try await withFixtureServer { server async throws in
            #expect(try await get("movies/1", from: server, method: .post).status == 405)
        }
    }

    @Test func stopsAcceptingConnectionsOnceStopped() async throws {
        let server = try await startFixtureServer()
        await server.stop()
        await #expect(throws: TransportError.self) { try await get("movies/1", from: server) }
    }

    @Test func refusesAMissingFixturesFolder() {
        #expect(throws: FixtureFilesError.notAFolder("/no/such/folder")) {
            try FixtureFiles(contentsOf: URL(fileURLWithPath: "/no/such/folder"))
        }
    }
}
