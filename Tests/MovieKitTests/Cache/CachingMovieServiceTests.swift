import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct CachingMovieServiceTests {
    let cache: CacheDatabase

    init() throws {
        cache = try CacheDatabase.inMemory()
    }

    private func topGrossing(
        _ service: CachingMovieService, expecting count: Int = 2
    ) async -> [MovieServiceResult<[any Movie]>] {
        let recorder = CompletionRecorder<[any Movie]>()
        service.topGrossingMovies(year: 2016, completion: recorder.completion)
        return await recorder.wait(for: count)
    }

    @Test func saysNothingIsCachedThenDeliversAndSavesTheFreshAnswer() async throws {
        let api = StubMovieService(serving: makeMovies(3), fetchedAt: day("2022-01-01"))
        let results = await topGrossing(CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache))

        #expect(results.map { $0.kind() } == ["notCached", "fresh"])
        #expect(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo).map { ids($0.movies) } == [1, 2, 3])
    }

    @Test func answersFromAWarmCacheFirstThenFromTheAPI() async throws {
        try cache.saveMovies(
            makeMovies(2), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2021-01-01"))
        let api = StubMovieService(serving: makeMovies(4), fetchedAt: day("2022-01-01"))
        let results = await topGrossing(CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache))

        #expect(results.map { $0.kind() } == ["cached", "fresh"])
        #expect(try results[0].get().value.map(ids) == [1, 2])
        #expect(try results[0].get().fetchedAt == day("2021-01-01"))
        #expect(try results[1].get().value.map(ids) == [1, 2, 3, 4])
        #expect(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo)?.fetchedAt == day("2022-01-01"))
    }

    @Test func deliversTheNetworkFailureSecondAndLeavesTheCacheAsItWas() async throws {
        let saved = makeMovies(2)
        try cache.saveMovies(saved, in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2021-01-01"))
        let api = StubMovieService(failingWith: .unreachable("no network connection"))
        let results = await topGrossing(CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache))

        #expect(results.map { $0.kind() } == ["cached", "failure"])
        let after = try #require(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo))
        #expect(after.movies.map(snapshot) == saved)
        #expect(after.fetchedAt == day("2021-01-01"))
    }

    @Test func deliversTheFailureSecondWhenNothingIsCachedEither() async {
        let api = StubMovieService(failingWith: .timedOut)
        let results = await topGrossing(CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache))
        #expect(results.map { $0.kind() } == ["notCached", "failure"])
    }

    @Test func answersOfflineExactlyWhatItLastAnsweredOnline() async throws {
        let online = [makeMovie(id: 9, rating: 99), makeMovie(id: 2), makeMovie(id: 5, cast: [])]
        let api = StubMovieService(serving: online)
        _ = await topGrossing(CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache))

        api.answer(list: .failure(.unreachable("offline")))
        let offline = await topGrossing(CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache))
        #expect(try offline[0].get().value?.map(snapshot) == online)
    }

    @Test func answersOneMovieTwiceCacheFirst() async throws {
        try cache.saveMovie(makeMovie(id: 1, name: "Old title"), from: .builtInDemo, fetchedAt: day("2021-01-01"))
        let api = StubMovieService(serving: [makeMovie(id: 1, name: "New title")])
        let recorder = CompletionRecorder<any Movie>()
        CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache).movie(
            id: 1, completion: recorder.completion)

        let results = await recorder.wait(for: 2)
        #expect(results.map { $0.kind() } == ["cached", "fresh"])
        #expect(try results.map { try $0.get().value?.name } == ["Old title", "New title"])
        #expect(try cache.movie(id: 1, from: .builtInDemo)?.movie.name == "New title")
    }

    @Test func answersOnlyFromTheCacheUnderTheCacheOnlyPolicy() async throws {
        try cache.saveMovies(
            makeMovies(2), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2021-01-01"))
        let api = StubMovieService(serving: makeMovies(5))
        let results = await topGrossing(
            CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache, policy: .cacheOnly),
            expecting: 1)

        #expect(results.map { $0.kind() } == ["cached"])
        #expect(api.calls == 0)
    }

    @Test func answersOnlyFromTheAPIButStillSavesUnderTheNetworkOnlyPolicy() async throws {
        try cache.saveMovies(
            makeMovies(2), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2021-01-01"))
        let api = StubMovieService(serving: makeMovies(5))
        let results = await topGrossing(
            CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache, policy: .networkOnly),
            expecting: 1)

        #expect(results.map { $0.kind() } == ["fresh"])
        #expect(
            try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo).map { ids($0.movies) } == [
                1, 2, 3, 4, 5,
            ])
    }

    @Test func streamsTheAnswersAndEndsAfterTheLastOne() async {
        let api = StubMovieService(serving: makeMovies(1))
        let service = CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache)
        var kinds: [String] = []
        for await result in service.answers(to: .list(.topRated, year: 2016)) {
            kinds.append(result.kind())
        }
        #expect(kinds == ["notCached", "fresh"])
    }

    @Test func streamEndsAfterTheCachedAnswerUnderTheCacheOnlyPolicy() async {
        let service = CachingMovieService(
            wrapping: StubMovieService(), catalogue: .builtInDemo, database: cache, policy: .cacheOnly)
        var kinds: [String] = []
        for await result in service.answers(to: .movie(id: 1)) {
            kinds.append(result.kind())
        }
        #expect(kinds == ["notCached"])
    }
}
