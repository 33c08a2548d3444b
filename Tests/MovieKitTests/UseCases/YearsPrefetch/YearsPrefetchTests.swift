import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

/// ``YearsPrefetch`` over an in-process transport serving a synthetic catalogue.
struct YearsPrefetchTests {
    static let catalogue = SyntheticCatalogue(count: 160, seed: 9)

    private func sync(
        jobs: Int, years: [Int], transport: some HTTPTransport, listsCarryDetails: Bool = false
    ) async throws -> (YearsPrefetchReport, [RequestProgress], CacheDatabase) {
        let cache = try CacheDatabase.inMemory()
        let api = DemoMovieService(
            client: APIClient(baseURL: URL(string: "http://catalogue.test/api/")!, transport: transport))
        let source = listsCarryDetails ? ListsWithDetails(wrapping: api) as any RevalidatingMovieService : api
        let service = CachingMovieService(
            wrapping: source, catalogue: .builtInDemo, database: cache, policy: .networkOnly)
        let seen = Mutex<[RequestProgress]>([])
        let report = await YearsPrefetch(service: service, jobs: jobs).run(years: years) { progress in
            seen.withLock { $0.append(progress) }
        }
        return (report, seen.withLock { $0 }, cache)
    }

    @Test(arguments: [1, 3, 8])
    func neverHasMoreThanJobsRequestsUnderWay(jobs: Int) async throws {
        let transport = InFlightCountingTransport(
            FixtureTransport(files: Self.catalogue.files.files), holdingUntil: jobs)
        let (report, _, _) = try await sync(jobs: jobs, years: [2001, 2002, 2003], transport: transport)
        #expect(report.isComplete)
        #expect(transport.maximum <= jobs)
        #expect(transport.maximum == min(jobs, transport.total))
        #expect(transport.total == 3 * 2 + 12)
    }

    @Test func savesEveryListAndMovieAndReportsProgressToTheEnd() async throws {
        let (report, progress, cache) = try await sync(
            jobs: 4, years: [1990, 2000], transport: FixtureTransport(files: Self.catalogue.files.files))
        #expect(report.syncedYears == [1990, 2000])
        #expect(report.lists == 4)
        #expect(report.movies == 8)
        #expect(progress.last == RequestProgress(done: 12, total: 12, failed: 0))
        #expect(progress.map(\.done) == Array(1...12))
        for year in [1990, 2000] {
            let expected = Self.catalogue.movies.filter { $0.year == year }.map(\.id).sorted()
            #expect(
                try cache.movies(in: .topRated, year: year, from: .builtInDemo).map { ids($0.movies).sorted() }
                    == expected)
            for id in expected { #expect(try cache.movie(id: id, from: .builtInDemo) != nil) }
        }
    }

    @Test func asksForNoMovieAgainWhenTheListsCarryTheirDetails() async throws {
        let transport = InFlightCountingTransport(FixtureTransport(files: Self.catalogue.files.files), holdingUntil: 1)
        let (report, progress, cache) = try await sync(
            jobs: 4, years: [1990, 2000], transport: transport, listsCarryDetails: true)
        #expect(report.isComplete && report.lists == 4 && report.movies == 8)
        #expect(transport.total == 4)
        #expect(progress.last == RequestProgress(done: 4, total: 4, failed: 0))
        for id in Self.catalogue.movies.filter({ $0.year == 2000 }).map(\.id) {
            #expect(try cache.movie(id: id, from: .builtInDemo) != nil)
        }
    }

    @Test func reportsAFailedYearByNameAndKeepsTheOthers() async throws {
        var files = Self.catalogue.files.files
        files["api/movies/topGrossing/2005"] = nil
        let (report, progress, cache) = try await sync(
            jobs: 2, years: [2004, 2005], transport: FixtureTransport(files: files))
        #expect(report.failedYears == [2005])
        #expect(report.failures[2005] == .notFound("top-grossing movies of 2005"))
        #expect(report.syncedYears == [2004])
        #expect(progress.last?.failed == 1)
        #expect(try cache.movies(in: .topGrossing, year: 2004, from: .builtInDemo) != nil)
        #expect(try cache.movies(in: .topRated, year: 2005, from: .builtInDemo) != nil)
    }
}

/// Holds each request until `target` are under way at once (or two seconds passed, for a sync
/// that cannot reach it), counting how many are under way at once.
final class InFlightCountingTransport<Wrapped: HTTPTransport>: HTTPTransport {
    private let wrapped: Wrapped
    private let target: Int
    private let counts = Mutex<(now: Int, maximum: Int, total: Int)>((0, 0, 0))

    init(_ wrapped: Wrapped, holdingUntil target: Int) {
        self.wrapped = wrapped
        self.target = target
    }

    var maximum: Int { counts.withLock { $0.maximum } }
    var total: Int { counts.withLock { $0.total } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        counts.withLock { counts in
            counts.now += 1
            counts.total += 1
            counts.maximum = max(counts.maximum, counts.now)
        }
        defer { counts.withLock { $0.now -= 1 } }
        let giveUp = ContinuousClock.now + .seconds(2)
        while maximum < target && ContinuousClock.now < giveUp {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return try await wrapped.send(request)
    }
}

/// The demo API's service, saying its lists carry every movie's details, as TMDB's do.
private struct ListsWithDetails: RevalidatingMovieService {
    let wrapped: DemoMovieService

    init(wrapping service: DemoMovieService) {
        wrapped = service
    }

    var traits: MovieSourceTraits {
        MovieSourceTraits(revalidates: true, listsCarryDetails: true, listSize: nil)
    }

    func movie(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<any Movie> {
        try await wrapped.movie(id: id, unlessMatching: validators)
    }

    func movies(
        in list: MovieList, year: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[any Movie]> {
        try await wrapped.movies(in: list, year: year, unlessMatching: validators)
    }
}

/// `sync --posters` in MovieKit: the posters of the films the lists name, where images are asked
/// once before them, each counted in the progress and the report.
struct YearsPrefetchPosterTests {
    private func film(_ id: Int, poster: String?) -> TMDBMovie {
        var film = TMDBMovie(
            id: id, name: "Film \(id)", releaseDate: day("2016-05-01"), grossing: 1, rating: 7, actors: [])
        film.page = MoviePage(posterPath: poster)
        return film
    }

    private func sync(
        _ source: FilmsWithPosters, cache: CacheDatabase
    ) async -> (YearsPrefetchReport, [RequestProgress]) {
        let service = CachingMovieService(
            wrapping: source, catalogue: Catalogue(source: .tmdb, origin: "https://tmdb.test:443"), database: cache)
        let seen = Mutex<[RequestProgress]>([])
        let report = await YearsPrefetch(service: service, jobs: 2).run(years: [2016], posterSize: "w342") {
            progress in seen.withLock { $0.append(progress) }
        }
        return (report, seen.withLock { $0 })
    }

    @Test func fetchesThePostersOfTheListedFilmsAskingWhereImagesAreOnce() async throws {
        let source = FilmsWithPosters(
            films: [
                film(1, poster: "/a.jpg"), film(2, poster: "/missing.jpg"), film(3, poster: "/c.jpg"),
                film(4, poster: nil),
            ],
            jpeg: try Data(contentsOf: posterFixtureFile))
        let cache = try CacheDatabase.inMemory()
        let (report, progress) = await sync(source, cache: cache)
        #expect(report.isComplete, "the years synced; the posters are counted apart")
        #expect(report.posters == 2)
        #expect(report.posterFailures.keys.map(\.id) == [2])
        #expect(
            report.posterFailures.values.first == .imageHost(.httpStatus(404)),
            "the image host answered 404, not the movie API")
        #expect(source.asked.withLock { $0.configurations } == 1)
        #expect(source.asked.withLock { $0.posters.sorted() } == ["/a.jpg", "/c.jpg", "/missing.jpg"])
        #expect(progress.last == RequestProgress(done: 5, total: 5, failed: 1), "two lists, then three posters")
        #expect(try cache.posterCount().posters == 2)

        let again = await sync(source, cache: cache).0
        #expect(
            again.posters == 2 && source.asked.withLock { $0.posters.count } == 4, "kept posters are not asked again")
    }

    @Test func aPosterHostThatCannotBeFoundFailsEveryPosterForOneReason() async throws {
        let source = FilmsWithPosters(
            films: [film(1, poster: "/a.jpg"), film(2, poster: "/b.jpg")], jpeg: Data(),
            configurationFailure: .unreachable("no network"))
        let (report, progress) = await sync(source, cache: try CacheDatabase.inMemory())
        #expect(report.posters == 0)
        #expect(report.posterFailures.values.allSatisfy { $0 == .unreachable("no network") })
        #expect(report.posterFailures.count == 2)
        #expect(source.asked.withLock { $0.posters.isEmpty })
        #expect(progress.last == RequestProgress(done: 4, total: 4, failed: 2))
    }
}

/// A source whose lists carry their films with posters, and whose image host serves `jpeg` for
/// every path but `/missing.jpg`; it counts what it is asked.
private final class FilmsWithPosters: RevalidatingMovieService, PosterFetching {
    let films: [TMDBMovie]
    let jpeg: Data
    let configurationFailure: MovieServiceError?
    let asked = Mutex<(configurations: Int, posters: [String])>((0, []))

    init(films: [TMDBMovie], jpeg: Data, configurationFailure: MovieServiceError? = nil) {
        self.films = films
        self.jpeg = jpeg
        self.configurationFailure = configurationFailure
    }

    var traits: MovieSourceTraits { MovieSourceTraits(revalidates: false, listsCarryDetails: true, listSize: nil) }
    var posters: (any PosterFetching)? { self }

    func movie(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<any Movie> {
        throw .notFound("movie \(id)")
    }

    func movies(
        in list: MovieList, year: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[any Movie]> {
        .modified(films, fetchedAt: day("2026-11-01"), freshness: .unknown)
    }

    func imageConfiguration(
        unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<ImageConfiguration> {
        asked.withLock { $0.configurations += 1 }
        if let configurationFailure { throw configurationFailure }
        let configuration = ImageConfiguration(baseURL: URL(string: "https://images.test/")!, posterSizes: ["w342"])
        return .modified(configuration, fetchedAt: Date(), freshness: .unknown)
    }

    func poster(
        at path: String, size: String, configuration: ImageConfiguration
    ) async throws(MovieServiceError) -> Poster {
        asked.withLock { $0.posters.append(path) }
        guard path != "/missing.jpg" else { throw .httpStatus(404) }
        return Poster(path: path, size: size, jpeg: jpeg)
    }
}
