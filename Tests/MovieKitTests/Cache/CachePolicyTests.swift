import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// How each ``CachePolicy`` divides a question between the cache and the API, and how the API's
/// own `Cache-Control: max-age` is honoured.
struct CachePolicyTests {
    let cache: CacheDatabase
    let clock = day("2022-01-01").addingTimeInterval(3600)

    init() throws {
        cache = try CacheDatabase.inMemory()
    }

    private func topGrossing(
        _ service: CachingMovieService, expecting count: Int
    ) async -> [MovieServiceResult<[any Movie]>] {
        let recorder = CompletionRecorder<[any Movie]>()
        service.topGrossingMovies(year: 2016, completion: recorder.completion)
        return await recorder.wait(for: count)
    }

    @Test func answersOnlyFromACacheYoungerThanTheMaxAge() async throws {
        try cache.saveMovies(
            makeMovies(2), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2022-01-01"))
        let api = StubMovieService(serving: makeMovies(5))
        let service = CachingMovieService(
            wrapping: api, catalogue: .builtInDemo, database: cache, policy: .cacheElseNetwork(maxAge: 7200),
            now: { [clock] in clock })
        let results = await topGrossing(service, expecting: 1)

        #expect(results.map { $0.kind() } == ["recent"])
        #expect(try results[0].get().value.map(ids) == [1, 2])
        #expect(api.calls == 0)
    }

    @Test func asksTheAPIAfterTheCachedAnswerWhenItIsOlderThanTheMaxAge() async throws {
        try cache.saveMovies(
            makeMovies(2), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2022-01-01"))
        let api = StubMovieService(serving: makeMovies(5))
        let service = CachingMovieService(
            wrapping: api, catalogue: .builtInDemo, database: cache, policy: .cacheElseNetwork(maxAge: 600),
            now: { [clock] in clock })
        let results = await topGrossing(service, expecting: 2)

        #expect(results.map { $0.kind() } == ["cached", "fresh"])
        #expect(api.calls == 1)
    }

    @Test func asksTheAPIWhenNothingIsCachedUnderAMaxAge() async throws {
        let api = StubMovieService(serving: makeMovies(3))
        let service = CachingMovieService(
            wrapping: api, catalogue: .builtInDemo, database: cache, policy: .cacheElseNetwork(maxAge: 600))
        let results = await topGrossing(service, expecting: 2)
        #expect(results.map { $0.kind() } == ["notCached", "fresh"])
    }

    @Test func streamEndsAfterARecentAnswer() async throws {
        try cache.saveMovie(makeMovie(id: 1), from: .builtInDemo, fetchedAt: clock)
        let service = CachingMovieService(
            wrapping: StubMovieService(), catalogue: .builtInDemo, database: cache,
            policy: .cacheElseNetwork(maxAge: 60), now: { [clock] in clock })
        var kinds: [String] = []
        for await result in service.answers(to: .movie(id: 1)) {
            kinds.append(result.kind())
        }
        #expect(kinds == ["recent"])
    }

    private func apiService(_ transport: StubTransport) -> DemoMovieService {
        DemoMovieService(
            client: APIClient(baseURL: URL(string: "https://movies.example/api/")!, transport: transport),
            now: { [clock] in clock })
    }

    @Test(arguments: [
        ("max-age=7200", 1800.0, ["recent"], 1),
        ("max-age=600", 1800.0, ["cached", "fresh"], 2),
        ("public, max-age=7200, no-cache", 1800.0, ["cached", "fresh"], 2),
        ("max-age=7200", -60.0, ["cached", "fresh"], 2),
    ])
    func honoursTheAPIsMaxAgeByDefault(
        cacheControl: String, ageSeconds: Double, kinds: [String], requests: Int
    ) async throws {
        let transport = StubTransport(body: apiJSON(makeMovies(3)), headers: ["Cache-Control": cacheControl])
        let fetchedAt = clock
        let first = CachingMovieService(
            wrapping: apiService(transport), catalogue: .builtInDemo, database: cache, now: { fetchedAt })
        #expect(await topGrossing(first, expecting: 2).map { $0.kind() } == ["notCached", "fresh"])

        let later = fetchedAt.addingTimeInterval(ageSeconds)
        let second = CachingMovieService(
            wrapping: apiService(transport), catalogue: .builtInDemo, database: cache, now: { later })
        #expect(await topGrossing(second, expecting: kinds.count).map { $0.kind() } == kinds)
        #expect(transport.requests.count == requests)
    }

    @Test func aMaxAgeTheUserGivesOverridesTheAPIs() async throws {
        let transport = StubTransport(body: apiJSON(makeMovies(3)), headers: ["Cache-Control": "max-age=86400"])
        let fetchedAt = clock
        _ = await topGrossing(
            CachingMovieService(
                wrapping: apiService(transport), catalogue: .builtInDemo, database: cache, now: { fetchedAt }),
            expecting: 2)

        let later = fetchedAt.addingTimeInterval(1200)
        let service = CachingMovieService(
            wrapping: apiService(transport), catalogue: .builtInDemo, database: cache,
            policy: .cacheElseNetwork(maxAge: 600), now: { later })
        #expect(await topGrossing(service, expecting: 2).map { $0.kind() } == ["cached", "fresh"])
        #expect(transport.requests.count == 2)
    }

    @Test func theOfflinePolicyIgnoresMaxAges() async throws {
        try cache.saveMovie(makeMovie(id: 1), from: .builtInDemo, fetchedAt: day("2000-01-01"))
        let service = CachingMovieService(
            wrapping: StubMovieService(), catalogue: .builtInDemo, database: cache, policy: .cacheOnly)
        let recorder = CompletionRecorder<any Movie>()
        service.movie(id: 1, completion: recorder.completion)
        #expect(await recorder.wait(for: 1).map { $0.kind() } == ["cached"])
    }
}
