import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

/// ``CatalogueSync`` over an in-process transport serving a synthetic catalogue.
struct CatalogueSyncTests {
    static let catalogue = SyntheticCatalogue(count: 160, seed: 9)

    private func sync(
        jobs: Int, years: [Int], transport: some HTTPTransport, listsCarryDetails: Bool = false
    ) async throws -> (SyncReport, [SyncProgress], CacheDatabase) {
        let cache = try CacheDatabase.inMemory()
        let api = DemoMovieService(
            client: APIClient(baseURL: URL(string: "http://catalogue.test/api/")!, transport: transport))
        let source = listsCarryDetails ? ListsWithDetails(wrapping: api) as any RevalidatingMovieService : api
        let service = CachingMovieService(
            wrapping: source, catalogue: .builtInDemo, database: cache, policy: .networkOnly)
        let seen = Mutex<[SyncProgress]>([])
        let report = await CatalogueSync(service: service, jobs: jobs).run(years: years) { progress in
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
        #expect(progress.last == SyncProgress(done: 12, total: 12, failed: 0))
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
        #expect(progress.last == SyncProgress(done: 4, total: 4, failed: 0))
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
