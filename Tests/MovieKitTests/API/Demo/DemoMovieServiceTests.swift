import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct DemoMovieServiceTests {
    private func makeService(
        _ transport: StubTransport, base: String = "https://movies.example/api/"
    ) -> DemoMovieService {
        DemoMovieService(
            client: APIClient(baseURL: URL(string: base)!, transport: transport), now: { day("2020-01-01") })
    }

    @Test func answersOnceWithAFreshDecodedMovie() async {
        let transport = StubTransport(body: apiJSON(makeMovie(id: 3)))
        let recorder = CompletionRecorder<any Movie>()
        makeService(transport).movie(id: 3, completion: recorder.completion)

        let results = await recorder.wait(for: 1)
        #expect(results.count == 1)
        guard case .success(.fresh(let movie, let fetchedAt)) = results.first else {
            Issue.record("expected a fresh movie, got \(results)")
            return
        }
        #expect(movie.id == 3)
        #expect(fetchedAt == day("2020-01-01"))
        #expect(transport.requests.map(\.url.absoluteString) == ["https://movies.example/api/movies/3"])
    }

    @Test func asksForAListAtItsRoute() async throws {
        let transport = StubTransport(body: apiJSON(makeMovies(3)))
        let movies = try await makeService(transport).fetchMovies(in: .topRated, year: 2016)
        #expect(ids(movies) == [1, 2, 3])
        #expect(transport.requests.first?.url.path == "/api/movies/topRated/2016")
    }

    @Test func acceptsJSONServedAsHTMLWithSurroundingWhitespace() async throws {
        let transport = StubTransport(
            body: "\n  " + apiJSON(makeMovies(2)) + "\n\n", headers: ["Content-Type": "text/html; charset=utf-8"])
        #expect(try await makeService(transport).fetchMovies(in: .topGrossing, year: 2016).count == 2)
    }

    @Test(arguments: [
        (404, MovieServiceError.notFound("top-grossing movies of 2016")),
        (500, .httpStatus(500)),
        (301, .httpStatus(301)),
        (204, .badData(path: "", reason: "the body is empty")),
    ])
    func judgesTheStatus(status: Int, error: MovieServiceError) async {
        let transport = StubTransport(status: status, body: status == 204 ? "" : "oops")
        await #expect(throws: error) { try await makeService(transport).fetchMovies(in: .topGrossing, year: 2016) }
    }

    @Test func passesOnWhenTheServerAskedToBeTriedAgain() async {
        let transport = StubTransport(status: 503, body: "busy", headers: ["Retry-After": "120"])
        await #expect(throws: MovieServiceError.httpStatus(503, retryAfter: "120 s")) {
            try await makeService(transport).fetchMovie(id: 1)
        }
    }

    @Test(arguments: [
        (TransportError.unreachable("no network connection"), MovieServiceError.unreachable("no network connection")),
        (.timedOut, .timedOut),
        (.connectionLost("reset"), .unreachable("the connection was lost (reset)")),
    ])
    func turnsTransportFailuresIntoErrorsAPersonCanActOn(failure: TransportError, error: MovieServiceError) async {
        let recorder = CompletionRecorder<any Movie>()
        makeService(StubTransport(failing: failure)).movie(id: 1, completion: recorder.completion)
        let results = await recorder.wait(for: 1)
        #expect(results.count == 1)
        guard case .failure(let actual) = results.first else {
            Issue.record("expected a failure")
            return
        }
        #expect(actual == error)
    }
}
