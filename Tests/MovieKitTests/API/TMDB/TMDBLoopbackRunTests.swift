import Foundation
import GRDB
import MovieAPIServer
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// `TMDBMovieService` under `CachingMovieService` against `movies-api --dialect tmdb` on
/// loopback, through `movies-http` as `movies` sends requests.
struct TMDBLoopbackRunTests {
    let cache: CacheDatabase
    /// One helper process for all of a test's requests, as one run of `movies` has.
    let transport = NetworkHelperTransport(timeout: 10)

    init() throws {
        cache = try CacheDatabase.inMemory()
    }

    /// The 2016 films of `api-fixtures/tmdb`, highest revenue first, unknown revenues last by id.
    static let topGrossing2016 = [
        100_004, 100_001, 100_005, 100_010, 100_008, 100_002, 100_009, 100_006, 100_003, 100_007,
    ]

    private func caching(
        _ server: TMDBTestServer, at date: Date,
        credential: TMDBCredential = .readAccessToken(TMDBFixtureCredentials.readAccessToken),
        rateLimiter: RateLimiter<ContinuousClock> = RateLimiter(requestsPerSecond: 1000, burst: 100),
        retryPolicy: RetryPolicy = makeQuickRetryPolicy()
    ) -> CachingMovieService {
        let client = APIClient.tmdb(
            baseURL: server.baseURL, credential: credential, transport: transport, rateLimiter: rateLimiter,
            retryPolicy: retryPolicy)
        return CachingMovieService(
            wrapping: TMDBMovieService(client: client, now: { date }),
            catalogue: Catalogue(source: .tmdb, baseURL: server.baseURL),
            database: cache, now: { date })
    }

    private func answers<Value>(
        _ service: CachingMovieService, _ question: Question<Value>
    ) async -> [MovieServiceResult<Value>] {
        var results: [MovieServiceResult<Value>] = []
        for await result in service.answers(to: question) { results.append(result) }
        return results
    }

    /// Every row of every table of the cache, as text.
    private func everythingCached() throws -> String {
        try cache.writer.read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            return try tables.map { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier)").map(\.description).joined(
                    separator: "\n")
            }.joined(separator: "\n")
        }
    }

    private static let topGrossingOf2016 = Question<[any Movie]>.list(.topGrossing, year: 2016)

    @Test func aColdListSendsOneDiscoverAndOneDetailsRequestPerFilm() async throws {
        try await withTMDBServer(maxAge: 600) { server async throws in
            let results = await answers(caching(server, at: day("2024-01-01")), Self.topGrossingOf2016)
            #expect(results.map { $0.kind() } == ["notCached", "fresh"])
            let movies = try #require(try results.last?.get().value)
            #expect(movies.map(\.id) == Self.topGrossing2016)
            #expect(movies.first { $0.id == 100_003 }?.grossing == nil)
            #expect(movies.first { $0.id == 100_003 }?.name == "風の丘")
            #expect(server.counts().discover() == 1)
            #expect(server.counts().details() == 10)
            #expect(server.counts().total() == 11)
            let saved = try #require(
                try cache.movies(in: .topGrossing, year: 2016, from: Catalogue(source: .tmdb, baseURL: server.baseURL)))
            #expect(saved.movies.map(\.id) == Self.topGrossing2016)
            #expect(saved.movies.filter { $0.grossing == nil }.map(\.id) == [100_003, 100_007])
        }
    }

    @Test func aWarmListWithinMaxAgeSendsNothingAndALaterOneRevalidatesWithOneRequest() async throws {
        try await withTMDBServer(maxAge: 600) { server async throws in
            _ = await answers(caching(server, at: day("2024-01-01")), Self.topGrossingOf2016)
            let cold = server.counts().total()
            #expect(cold == 1 + Self.topGrossing2016.count)

            let warm = await answers(
                caching(server, at: day("2024-01-01").addingTimeInterval(300)), Self.topGrossingOf2016)
            #expect(warm.map { $0.kind() } == ["recent"])
            #expect(server.counts().total() == cold)

            let later = await answers(
                caching(server, at: day("2024-01-01").addingTimeInterval(900)), Self.topGrossingOf2016)
            #expect(later.map { $0.kind() } == ["cached", "fresh"])
            #expect(try later.last?.get().value?.map(\.id) == Self.topGrossing2016)
            #expect(server.counts().total() == cold + 1)
            #expect(server.counts().notModified == 1)
            #expect(
                try cache.movies(in: .topGrossing, year: 2016, from: Catalogue(source: .tmdb, baseURL: server.baseURL))?
                    .fetchedAt == day("2024-01-01").addingTimeInterval(900))
        }
    }

    @Test func leavesOutOfTopRatedTheFilmsUnderTheVoteFloor() async throws {
        try await withTMDBServer { server async throws in
            let client = APIClient.tmdb(
                baseURL: server.baseURL, credential: .apiKey(TMDBFixtureCredentials.apiKey), transport: transport)
            guard
                case .modified(let movies, _, _) = try await TMDBMovieService(client: client).movies(
                    in: .topRated, year: 2016, unlessMatching: nil)
            else { throw MovieServiceError.httpStatus(304) }
            #expect(!movies.map(\.id).contains(100_006))  // 10.0 from 3 votes
            #expect(movies.count == 9)
            #expect(movies.map(\.rating) == movies.map(\.rating).sorted(by: >))
        }
    }

    @Test(arguments: [
        TMDBCredential.readAccessToken(TMDBFixtureCredentials.readAccessToken), .apiKey(TMDBFixtureCredentials.apiKey),
    ])
    func showsAFilmWithEitherKindOfCredential(credential: TMDBCredential) async throws {
        try await withTMDBServer { server async throws in
            let movie = try await caching(server, at: day("2024-01-01"), credential: credential).refresh(
                .movie(id: 100_002))
            #expect(movie.name == "Amélie and the Clockmaker")
            #expect(movie.year == 2016)
            #expect(movie.cast.count == 3)
            #expect(movie.runtime == 122)
            #expect(try !everythingCached().contains(credential.value))
        }
    }

    @Test func answersEverythingWhenTheServerRefusesRequestsOverItsRate() async throws {
        try await withTMDBServer(rate: 4) { server async throws in
            let service = caching(server, at: day("2024-01-01"), retryPolicy: RetryPolicy(retryLimit: 5, jitter: 0))
            let movies = try await service.refresh(.list(.topGrossing, year: 2016))
            #expect(movies.map(\.id) == Self.topGrossing2016)
            #expect(server.counts().tooManyRequests > 0)
            #expect(server.counts().details(status: 200) == Self.topGrossing2016.count)
        }
    }

    @Test func failsWithTMDBsOwnWordsForABadKeyAndSavesNothing() async throws {
        try await withTMDBServer { server async throws in
            let results = await answers(
                caching(server, at: day("2024-01-01"), credential: .apiKey("not-the-key")), Self.topGrossingOf2016)
            #expect(results.map { $0.kind() } == ["notCached", "failure"])
            guard case .failure(let error) = results.last else { return }
            #expect(
                error
                    == .authenticationFailed(
                        "TMDB refused the credential: Invalid API key: You must be granted a valid key."))
            #expect(!error.description.contains("not-the-key"))
            #expect(server.counts().total() == 1)
            #expect(
                try cache.movies(in: .topGrossing, year: 2016, from: Catalogue(source: .tmdb, baseURL: server.baseURL))
                    == nil)
        }
    }

    @Test func saysAnUnknownFilmIsNotFound() async throws {
        try await withTMDBServer { server async throws in
            await #expect(throws: MovieServiceError.notFound("movie 999999")) {
                try await caching(server, at: day("2024-01-01")).refresh(.movie(id: 999_999))
            }
            #expect(server.counts().details(status: 404) == 1)
        }
    }

    @Test func checksACredentialAgainstTheServer() async throws {
        try await withTMDBServer { server async throws in
            let good = APIClient.tmdb(
                baseURL: server.baseURL, credential: .apiKey(TMDBFixtureCredentials.apiKey), transport: transport)
            try await TMDBMovieService(client: good).checkCredential()
            let bad = APIClient.tmdb(
                baseURL: server.baseURL, credential: .readAccessToken(TMDBTestData.token), transport: transport)
            await #expect(
                throws: MovieServiceError.authenticationFailed(
                    "TMDB refused the credential: Invalid API key: You must be granted a valid key.")
            ) {
                try await TMDBMovieService(client: bad).checkCredential()
            }
            #expect(server.counts().authentication(status: 200) == 1)
            #expect(server.counts().authentication(status: 401) == 1)
        }
    }
}
