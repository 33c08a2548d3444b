import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies-api` sends validators and a max age, and answers a request whose validators match with 304.
struct ConditionalRequestTests {
    // Generous: on a loaded machine the helper alone can take seconds to start; these tests prove behaviour, not speed.
    let transport = NetworkHelperTransport(timeout: 30)

    private func get(
        _ path: String, from server: RunningMovieAPIServer, headers: HTTPHeaders = [:]
    ) async throws -> HTTPResponse {
        let url = try #require(URL(string: path, relativeTo: server.baseURL))
        return try await transport.send(HTTPRequest(method: .get, url: url, headers: headers))
    }

    @Test func sendsAnETagALastModifiedAndAMaxAge() async throws {
        let server = try await MovieAPIServer(
            configuration: .init(fixtures: FixtureFiles(contentsOf: apiFixturesFolder), maxAge: 300)
        ).start()
        let response = try await get("movies/1", from: server)
        await server.stop()
        #expect(response.status == 200)
        #expect(response.headers["ETag"]?.hasPrefix("\"") == true)
        #expect(response.headers["Last-Modified"]?.hasSuffix(" GMT") == true)
        #expect(response.headers["Cache-Control"] == "max-age=300")
    }

    @Test func answers304WithNoBodyWhenTheETagMatches() async throws {
        try await withFixtureServer { server async throws in
            let first = try await get("movies/topGrossing/2016", from: server)
            let etag = try #require(first.headers["ETag"])
            let second = try await get("movies/topGrossing/2016", from: server, headers: ["If-None-Match": etag])
            #expect(second.status == 304)
            #expect(second.body.isEmpty)
            #expect(second.headers["ETag"] == etag)
        }
    }

    @Test func answers304WhenNotModifiedSinceAndTheBodyWhenTheTagDiffers() async throws {
        try await withFixtureServer { server async throws in
            let first = try await get("movies/2", from: server)
            let lastModified = try #require(first.headers["Last-Modified"])
            #expect(try await get("movies/2", from: server, headers: ["If-Modified-Since": lastModified]).status == 304)
            let changed = try await get("movies/2", from: server, headers: ["If-None-Match": "\"0000000000000000\""])
            #expect(changed.status == 200)
            #expect(changed.body == first.body)
            let older = try await get(
                "movies/2", from: server, headers: ["If-Modified-Since": "Sat, 01 Jan 2000 00:00:00 GMT"])
            #expect(older.status == 200)
        }
    }

    @Test func servesTheSameSyntheticCatalogueForTheSameSeed() throws {
        let one = SyntheticCatalogue(count: 200, seed: 7).files.files
        let again = SyntheticCatalogue(count: 200, seed: 7).files.files
        let other = SyntheticCatalogue(count: 200, seed: 8).files.files
        #expect(one == again)
        #expect(one != other)
        #expect(one.count == 200 + 40 * 2)
    }

    @Test func servesASyntheticCatalogueTheClientDecodes() async throws {
        let catalogue = SyntheticCatalogue(count: 120, seed: 3)
        try await withFixtureServer(fixtures: catalogue.files) { server in
            let service = DemoMovieService(client: APIClient(baseURL: server.baseURL, transport: transport))
            let grossing = try await service.fetchMovies(in: .topGrossing, year: 1999)
            let movie = try await service.fetchMovie(id: 5)
            #expect(grossing.count == 3)
            #expect(grossing.map { $0.grossing ?? 0 } == grossing.map { $0.grossing ?? 0 }.sorted(by: >))
            #expect(grossing.allSatisfy { $0.year == 1999 })
            #expect(movie == catalogue.movies[4])
        }
    }
}
